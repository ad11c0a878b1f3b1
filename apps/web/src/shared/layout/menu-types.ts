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

export interface MenuSection {
  id: string;
  titleKey: string;
  items: readonly MenuLink[];
}

export const MENU_OFFCANVAS_ID = 'menu-offcanvas';
