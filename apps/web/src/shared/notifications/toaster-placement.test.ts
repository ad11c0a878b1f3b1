import { resolve } from 'node:path';
import { compileString } from 'sass';
import { describe, expect, test } from 'vitest';

// The toaster's sheet, compiled as main.scss does (breakpoints first), read as plain CSS rules.
const styles = resolve(__dirname, '../../styles');
const css = compileString("@import 'breakpoints'; @import 'toasts';", {
  loadPaths: [styles],
  silenceDeprecations: ['import'],
}).css;

/** The declarations of `.app-toaster` outside (`''`) or inside a media query. */
function toasterRule(media: string): Record<string, string> {
  const scope = media ? css.slice(css.indexOf(`@media ${media}`)) : css;
  const body = /\.app-toaster\s*\{([^}]*)\}/.exec(scope)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, ...value]) => [name, value.join(':')]),
  );
}

describe('where toasts show', () => {
  test('desktop: the bottom end corner, away from the page toolbars and the account menu', () => {
    const rule = toasterRule('');
    expect(rule.position).toBe('fixed');
    expect(rule.bottom).toBe('1rem');
    expect(rule['inset-inline-end']).toBe('1rem');
    expect(rule.top).toBeUndefined();
  });

  test('phones: the top, clear of the notch, since the bottom corner has the customizer', () => {
    const rule = toasterRule('(max-width: 575.98px)');
    expect(rule.top).toBe('calc(env(safe-area-inset-top, 0px) + 0.75rem)');
    expect(rule.bottom).toBe('auto');
  });
});
