import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEFAULT_NAMESPACE, initI18n } from '../shared/i18n/i18n';
import type { LanguageCode } from '../shared/i18n/i18n';
import { installMatchMedia } from '../shared/testing/match-media';
import { resetAppState } from '../shared/testing/reset';
import { server } from '../shared/testing/server';

// The app fetches hashed JSON files; tests read the same files straight from disk.
const loadLocale = async (language: LanguageCode, namespace: string) =>
  (
    await (namespace === DEFAULT_NAMESPACE
      ? import(`../locales/${language}.json`)
      : import(`../locales/${namespace}/${language}.json`))
  ).default as unknown;
await initI18n(loadLocale, 'en');

// Screens are lazy chunks: the first test to open one also waits for its transform.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine; route changes scroll to the top.
window.scrollTo = () => undefined;
installMatchMedia();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  resetAppState();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
afterAll(() => server.close());
