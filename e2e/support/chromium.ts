import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own (undefined): docs/testing.md. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}
