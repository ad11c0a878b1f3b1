import type { LanguageCode, LocaleLoader } from '../shared/i18n/i18n';
import { DEFAULT_NAMESPACE } from '../shared/i18n/i18n';

// Each language ships as a plain hashed JSON file fetched on demand: JSON parses faster than
// the same data as a JS module and it stays out of the JavaScript budgets (docs/web-app.md).
// The app's strings are `locales/<language>.json`; a namespace's are `locales/<ns>/<language>.json`.
const urls = import.meta.glob<string>(['../locales/*.json', '../locales/*/*.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

export function localeFile(language: LanguageCode, namespace: string): string {
  return namespace === DEFAULT_NAMESPACE
    ? `../locales/${language}.json`
    : `../locales/${namespace}/${language}.json`;
}

export const loadLocale: LocaleLoader = async (language, namespace) => {
  const url = urls[localeFile(language, namespace)];
  if (!url) throw new Error(`No translations for ${namespace} in ${language}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Translations for ${language}: HTTP ${response.status}`);
  return response.json();
};
