import type { LucideIcon } from 'lucide-react';
import { ICONS_A_C } from './icons-a-c';
import { ICONS_D_L } from './icons-d-l';
import { ICONS_M_R } from './icons-m-r';
import { ICONS_S_Z } from './icons-s-z';

export interface NamedIcon {
  /** The component's name, as it is imported from lucide-react. */
  name: string;
  Icon: LucideIcon;
}

/**
 * The icons the page shows: lucide's counterparts of the Feather set the template showed, plus a
 * few dozen of lucide's own (about 300 in all). Imported by name so the page carries only these:
 * the whole set of some 1,600 would be about 150 kB gzipped, past the route budget.
 */
export const ICON_SET: readonly NamedIcon[] = Object.entries({
  ...ICONS_A_C,
  ...ICONS_D_L,
  ...ICONS_M_R,
  ...ICONS_S_Z,
}).map(([name, Icon]) => ({ name, Icon }));

/** Icons whose name holds every word of `query` (any case; "arrow up" finds ArrowUpRight). */
export function searchIcons(icons: readonly NamedIcon[], query: string): NamedIcon[] {
  const words = query
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return icons.filter(({ name }) => {
    const lower = name.toLowerCase();
    return words.every((word) => lower.includes(word));
  });
}
