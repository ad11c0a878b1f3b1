import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { withoutInjectedSheet } from './fullcalendar-css';

const require = createRequire(import.meta.url);
/** A file of an installed package, as the bundler reads it (the ES module build). */
const moduleOf = (name: string, file: string) => {
  const path = join(dirname(require.resolve(`${name}/package.json`)), file);
  return { path, code: readFileSync(path, 'utf8') };
};

test.each([
  ['@fullcalendar/core', 'internal-common.js'],
  ['@fullcalendar/daygrid', 'internal.js'],
])('%s/%s imports its stylesheet instead of injecting it', (name, file) => {
  const { path, code } = moduleOf(name, file);
  expect(code).toContain('injectStyles(css_248z)');
  const moved = withoutInjectedSheet(code, path)!;
  expect(moved.code).not.toContain('injectStyles(css_248z)');
  expect(moved.code.startsWith(`import "${moved.sheet}";`)).toBe(true);
  expect(moved.sheet).toMatch(/^virtual:fullcalendar-css\/(core|daygrid)\.css$/);
  expect(moved.css).toMatch(/^:root\{--fc-/);
  expect(moved.code).not.toContain('css_248z');
  // The rest of the module is left as it was (its exports end it).
  expect(moved.code.endsWith(code.slice(-80))).toBe(true);
});

test('any other module is left alone', () => {
  const { path, code } = moduleOf('@fullcalendar/core', 'index.js');
  expect(withoutInjectedSheet(code, path)).toBeNull();
  expect(
    withoutInjectedSheet('var css_248z = "a{}";\ninjectStyles(css_248z);', '/src/x.js'),
  ).toBeNull();
});
