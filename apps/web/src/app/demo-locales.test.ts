import { describe, expect, test } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import sw from '../locales/sw.json';

/** Every key path below `node`, e.g. `account.login.title`. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

// Here rather than in src/demo: the locale files are the app's, which demo code may not import.
const PARTS = ['account', 'accessControl', 'pageLayout'] as const;

describe('the demo account, access-control and page-layout pages speak every language', () => {
  test.each(PARTS)('demo.%s has the same keys in en, sw and fr', (part) => {
    const english = keys(en.demo[part]).sort();
    expect(english.length).toBeGreaterThan(0);
    expect(keys(sw.demo[part]).sort()).toEqual(english);
    expect(keys(fr.demo[part]).sort()).toEqual(english);
  });

  test('misc has the same keys in en, sw and fr', () => {
    const english = keys(en.misc).sort();
    expect(keys(sw.misc).sort()).toEqual(english);
    expect(keys(fr.misc).sort()).toEqual(english);
  });
});
