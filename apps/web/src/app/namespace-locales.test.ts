import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { loadNamespace } from '../shared/i18n/i18n';

/** Every key path below `node`, e.g. `compose.title`, with its value. */
function entries(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) =>
    entries(value, prefix ? `${prefix}.${key}` : key),
  );
}

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const namespaces = [...new Set(Object.keys(files).map((file) => file.split('/')[2]!))].sort();
const fileOf = (namespace: string, language: string) =>
  files[`../locales/${namespace}/${language}.json`];

describe.runIf(namespaces.length > 0)('every namespace speaks en, sw and fr', () => {
  test.each(namespaces)('%s has the same keys in each language, none empty', (namespace) => {
    const english = entries(fileOf(namespace, 'en'));
    expect(english.length).toBeGreaterThan(0);
    for (const language of ['sw', 'fr']) {
      const other = entries(fileOf(namespace, language));
      expect(other.map(([key]) => key).sort(), `${namespace}/${language}`).toEqual(
        english.map(([key]) => key).sort(),
      );
      const empty = other.filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(empty, `${namespace}/${language}`).toEqual([]);
    }
  });

  test('a namespace loads on demand in the current language', async () => {
    const namespace = namespaces[0]!;
    await loadNamespace(namespace);
    expect(i18next.hasLoadedNamespace(namespace)).toBe(true);
    const [key, value] = entries(fileOf(namespace, 'en'))[0]!;
    expect(i18next.t(key, { ns: namespace })).toBe(value);
  });
});
