import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { iconFiles, iconsDrawnBy, lucideModuleIn } from './icon-chunks';

function sourceTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'icon-chunks-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('follows static imports only, and reads every form of a lucide import', () => {
  const root = sourceTree({
    'layout.tsx': [
      "import { Menu, X as Close } from 'lucide-react';",
      "import type { LucideIcon } from 'lucide-react';",
      "import { Sidebar } from './parts/sidebar';",
      "import './layout.scss';",
      "const Later = lazy(() => import('./later'));",
    ].join('\n'),
    'layout.scss': "@import 'bootstrap';",
    'parts/sidebar.tsx':
      "import {\n  House,\n  Wallet,\n} from 'lucide-react';\nexport * from './index';",
    'parts/index.ts': "export { Bell } from 'lucide-react';",
    'later.tsx': "import { Camera } from 'lucide-react';",
  });
  expect([...iconsDrawnBy([join(root, 'layout.tsx')])].sort()).toEqual([
    'Bell',
    'House',
    'Menu',
    'Wallet',
    'X',
  ]);
});

test('maps icon names, aliases included, to the files lucide-react builds them in', () => {
  const lucideRoot = resolve(import.meta.dirname, '../../../node_modules/lucide-react');
  const files = iconFiles(lucideRoot, new Set(['House', 'BarChart3', 'EyeOff']));
  expect([...files].sort()).toEqual([
    'icons/chart-column.mjs',
    'icons/eye-off.mjs',
    'icons/house.mjs',
  ]);
  const inGroup = lucideModuleIn(files);
  expect(inGroup('/x/node_modules/lucide-react/dist/esm/icons/house.mjs')).toBe(true);
  expect(inGroup('/x/node_modules/lucide-react/dist/esm/icons/camera.mjs')).toBe(false);
  expect(inGroup('/x/src/icons/house.mjs')).toBe(false);
});
