import { Hourglass, House, LogIn, MapPinOff, ShieldX, Wrench } from 'lucide-react';
import type { MenuSection } from '../shared/layout/menu-types';

/** The product first, then the template pages (DESIGN §5: the two stay apart). */
export const MENU: readonly MenuSection[] = [
  {
    id: 'product',
    titleKey: 'menu.sections.product',
    items: [{ id: 'home', titleKey: 'menu.home', to: '/', icon: House, end: true }],
  },
  {
    id: 'pages',
    titleKey: 'menu.sections.pages',
    items: [
      { id: 'login', titleKey: 'menu.login', to: '/login', icon: LogIn },
      { id: 'coming-soon', titleKey: 'menu.comingSoon', to: '/misc/coming-soon', icon: Hourglass },
      {
        id: 'not-authorized',
        titleKey: 'menu.notAuthorized',
        to: '/misc/not-authorized',
        icon: ShieldX,
      },
      { id: 'maintenance', titleKey: 'menu.maintenance', to: '/misc/maintenance', icon: Wrench },
      { id: 'error', titleKey: 'menu.error', to: '/misc/error', icon: MapPinOff },
    ],
  },
];
