import { describe, expect, test } from 'vitest';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import sw from '../locales/sw.json';

/** Every key path below `node`, e.g. `avgSessions.title`. */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

// Here rather than in src/demo: the locale files are the app's, which demo code may not import.
describe('the demo dashboards and card pages speak every language', () => {
  test('demoDashboards has the same keys in en, sw and fr, none left empty', () => {
    const english = keys(en.demoDashboards).sort();
    expect(english.length).toBeGreaterThan(100);
    expect(keys(sw.demoDashboards).sort()).toEqual(english);
    expect(keys(fr.demoDashboards).sort()).toEqual(english);
    for (const language of [en, sw, fr]) {
      const texts = JSON.stringify(language.demoDashboards);
      expect(texts).not.toContain('""');
    }
  });
});
