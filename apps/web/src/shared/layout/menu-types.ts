import type { LucideIcon } from 'lucide-react';

export interface MenuLink {
  id: string;
  /** i18n key of the visible label. */
  titleKey: string;
  to: string;
  icon: LucideIcon;
  /** Active only on an exact match (for `/`). */
  end?: boolean;
}

export interface MenuSection {
  id: string;
  titleKey: string;
  items: readonly MenuLink[];
}

export const MENU_OFFCANVAS_ID = 'menu-offcanvas';
