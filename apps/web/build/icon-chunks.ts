import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Which lucide icons travel with the shell's frame and which with the signed-in layout, read
// from the source at build time. lucide-react is one barrel, so the bundler sees every icon
// imported by that barrel, not by the screen that draws it: only the source knows who draws what.

const LUCIDE = 'lucide-react';
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const SOURCE = /\.tsx?$/;

// Static imports and re-exports, never `import()`: what loads later stays out of the walk.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?'([^']+)';/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  if (existsSync(base) && statSync(base).isFile()) return SOURCE.test(base) ? base : undefined;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

/** Icon names (as imported) drawn by `entries` and everything they import statically. */
export function iconsDrawnBy(entries: readonly string[]): Set<string> {
  const icons = new Set<string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, typeOnly, clause = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(
      STATIC_IMPORT,
    )) {
      if (typeOnly) continue;
      if (specifier === LUCIDE) {
        const names = clause.replace(/[{}]/g, '').split(',');
        for (const name of names)
          icons.add(
            name
              .trim()
              .split(/\s+as\s+/)[0]!
              .trim(),
          );
      } else if (specifier.startsWith('.')) {
        const next = resolveSource(file, specifier);
        if (next) queue.push(next);
      }
    }
  }
  icons.delete('');
  return icons;
}

/** The icon module files (e.g. `icons/house.mjs`) behind the names lucide-react exports. */
export function iconFiles(lucideRoot: string, names: ReadonlySet<string>): Set<string> {
  const barrel = readFileSync(join(lucideRoot, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Set<string>();
  for (const [, exported = '', file = ''] of barrel.matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g,
  )) {
    const aliases = exported.split(',').map((part) => part.trim().split(/\s+as\s+/)[1]);
    if (aliases.some((alias) => alias !== undefined && names.has(alias))) files.add(file);
  }
  return files;
}

/** A chunk-group test: lucide-react's modules that are one of `files`. */
export function lucideModuleIn(files: ReadonlySet<string>) {
  return (id: string) => {
    const at = id.lastIndexOf('/lucide-react/dist/esm/');
    return at !== -1 && files.has(id.slice(at + '/lucide-react/dist/esm/'.length));
  };
}
