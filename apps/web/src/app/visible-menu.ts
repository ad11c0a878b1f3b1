import type { AppAbility } from '@pamoja/contract/ability';
import type { MenuSection } from '../shared/layout/menu-types';
import { allows } from '../shared/session/use-ability';
import { accessFor } from './access';

/**
 * The menu as the active role may see it: an item goes when the page behind it would turn the
 * role away (the guard's own table, app/access.ts), and so does a section left empty.
 */
export function visibleMenu(menu: readonly MenuSection[], ability: AppAbility): MenuSection[] {
  return menu
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => allows(ability, item.can ?? accessFor(item.to))),
    }))
    .filter((section) => section.items.length > 0);
}
