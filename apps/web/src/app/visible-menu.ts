import type { AppAbility } from '@pamoja/contract/ability';
import { isMenuGroup } from '../shared/layout/menu-types';
import type { MenuItem, MenuSection } from '../shared/layout/menu-types';
import { allows } from '../shared/session/use-ability';
import { accessFor } from './access';

/**
 * The menu as the active role may see it: the "Home" entry leads to the role's own home (one
 * home per role), an item goes when the page behind it would turn the role away (the guard's own
 * table, app/access.ts), and so does a group or a section left empty.
 */
export function visibleMenu(
  menu: readonly MenuSection[],
  ability: AppAbility,
  home: string,
): MenuSection[] {
  const may = (link: { to: string; can?: readonly [string, string] }) =>
    allows(ability, link.can ?? accessFor(link.to));
  const visible = (item: MenuItem): MenuItem | null => {
    if (isMenuGroup(item)) {
      const children = item.children.filter(may);
      return children.length > 0 ? { ...item, children } : null;
    }
    const link = item.roleHome ? { ...item, to: home } : item;
    return may(link) ? link : null;
  };
  return menu
    .map((section) => ({
      ...section,
      items: section.items.map(visible).filter((item): item is MenuItem => item !== null),
    }))
    .filter((section) => section.items.length > 0);
}
