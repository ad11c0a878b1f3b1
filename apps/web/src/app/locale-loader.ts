import type { LanguageCode, LocaleLoader } from '../shared/i18n/i18n';

// Each language ships as a plain hashed JSON file fetched on demand: JSON parses faster than
// the same data as a JS module and it stays out of the JavaScript budgets (docs/web-app.md).
const urls = import.meta.glob<string>('../locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export const loadLocale: LocaleLoader = async (language: LanguageCode) => {
  const url = urls[`../locales/${language}.json`];
  if (!url) throw new Error(`No translations for ${language}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Translations for ${language}: HTTP ${response.status}`);
  return response.json();
};
