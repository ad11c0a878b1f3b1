import type { AppAbility } from '@pamoja/contract/ability';
import type { MenuSection } from '../shared/layout/menu-types';
import { allows } from '../shared/session/use-ability';
import { accessFor } from './access';

/**
 * The menu as the active role may see it: the "Home" entry leads to the role's own home (one
 * home per role), an item goes when the page behind it would turn the role away (the guard's own
 * table, app/access.ts), and so does a section left empty.
 */
export function visibleMenu(
  menu: readonly MenuSection[],
  ability: AppAbility,
  home: string,
): MenuSection[] {
  return menu
    .map((section) => ({
      ...section,
      items: section.items
        .map((item) => (item.roleHome ? { ...item, to: home } : item))
        .filter((item) => allows(ability, item.can ?? accessFor(item.to))),
    }))
    .filter((section) => section.items.length > 0);
}
