import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'sw', label: 'Kiswahili' },
  { code: 'fr', label: 'Français' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const FALLBACK_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'pamoja.language';

/** The app's own strings; demo areas keep theirs in namespaces of their own (`locales/<ns>/`). */
export const DEFAULT_NAMESPACE = 'translation';

/**
 * Returns one language's JSON for one namespace; the app fetches each file on demand so a demo
 * area's strings travel only to the pages that show them.
 */
export type LocaleLoader = (language: LanguageCode, namespace: string) => Promise<unknown>;

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function detectLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  if (isLanguage(stored)) return stored;
  const preferred = (navigator.languages ?? [navigator.language])
    .map((tag) => tag.slice(0, 2).toLowerCase())
    .find(isLanguage);
  return preferred ?? FALLBACK_LANGUAGE;
}

function onLanguageChanged(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; failing to switch is not.
  }
}

export async function initI18n(loader: LocaleLoader, language = detectLanguage()) {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  i18next.on('languageChanged', onLanguageChanged);
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string, namespace: string) =>
        isLanguage(lng) ? loader(lng, namespace) : Promise.reject(new Error(`No locale ${lng}`)),
      ),
    )
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES.map((item) => item.code),
      load: 'languageOnly',
      interpolation: { escapeValue: false }, // React already escapes
      // The shell renders only after the first language is in; a switch keeps showing the old
      // language until the new file has arrived instead of suspending the whole page.
      react: { useSuspense: false },
    });
  return i18next;
}

/**
 * Loads a namespace's strings in the current language (and keeps it loaded across language
 * switches). Route modules await it beside their code, so a page never renders its keys.
 */
export async function loadNamespace(namespace: string): Promise<void> {
  await i18next.loadNamespaces(namespace);
}
