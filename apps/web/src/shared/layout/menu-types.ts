import type { LucideIcon } from 'lucide-react';

export interface MenuLink {
  id: string;
  /** i18n key of the visible label. */
  titleKey: string;
  to: string;
  icon: LucideIcon;
  /** Active only on an exact match (for `/`). */
  end?: boolean;
  /** `[action, subject]` the active role needs to see the item (the route checks it too). */
  can?: readonly [action: string, subject: string];
  /** The one "Home" entry: it leads to the active role's home, whatever `to` says. */
  roleHome?: boolean;
}

/** A group's link: drawn with a small dot, since every icon in the menu costs every page. */
export type MenuChildLink = Omit<MenuLink, 'icon' | 'roleHome'>;

export type MenuBadgeVariant = 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface MenuBadge {
  /** Shown as it is (a count such as "2"), unless `textKey` names a translated word instead. */
  text?: string;
  textKey?: string;
  variant: MenuBadgeVariant;
}

/** A collapsible group of links (the template's "Dashboards", "Card"…). */
export interface MenuGroup {
  id: string;
  titleKey: string;
  icon: LucideIcon;
  badge?: MenuBadge;
  children: readonly MenuChildLink[];
}

export type MenuItem = MenuLink | MenuGroup;

export interface MenuSection {
  id: string;
  titleKey: string;
  items: readonly MenuItem[];
}

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}

/** Every link of the menu, groups' children included, in the order they are drawn. */
export function menuLinks(menu: readonly MenuSection[]): Array<MenuLink | MenuChildLink> {
  return menu.flatMap((section) =>
    section.items.flatMap((item) => (isMenuGroup(item) ? item.children : [item])),
  );
}

export const MENU_OFFCANVAS_ID = 'menu-offcanvas';
