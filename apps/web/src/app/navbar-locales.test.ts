import { describe, expect, test } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import sw from '../locales/sw.json';

/** Every key path below `node`, plural forms folded into one (French has a `_many` more). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix.replace(/_(one|many|other)$/, '')];
  const all = Object.entries(node).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
  return [...new Set(all)].sort();
}

// Here rather than in src/demo: the locale files are the app's, which demo code may not import.
describe('the menu and the navbar tools speak every language', () => {
  test.each(['menu', 'demoNavbar'] as const)('%s has the same keys in en, sw and fr', (part) => {
    const english = keys(en[part]);
    expect(english.length).toBeGreaterThan(20);
    expect(keys(sw[part])).toEqual(english);
    expect(keys(fr[part])).toEqual(english);
    for (const language of [en, sw, fr]) expect(JSON.stringify(language[part])).not.toContain('""');
  });
});
