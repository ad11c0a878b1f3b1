import { CreditCard, LayoutDashboard, LockKeyhole, PanelsTopLeft } from 'lucide-react';
import { Shapes, ShieldCheck } from 'lucide-react';
import type { MenuSection } from '../shared/layout/menu-types';
import { DEMO_APPS_MENU } from './menu/apps-menu';
import { AUTH_LINKS } from './menu/auth-links';
import { DEMO_UI_MENU_AFTER_CARDS, DEMO_UI_MENU_BEFORE_CARDS } from './menu/components-menu';
import { DEMO_FORMS_MENU } from './menu/forms-menu';

/**
 * The template's demo areas, below the product and in sections of their own (their pages run on
 * demo data), with the template's groups and badges (docs/web-app.md, "Menu and navbar"). One icon per
 * group and none per link: every icon here is downloaded by every page with the menu.
 */
export const DEMO_MENU: readonly MenuSection[] = [
  {
    id: 'demo',
    titleKey: 'menu.sections.demo',
    items: [
      {
        id: 'dashboards',
        titleKey: 'menu.demo.dashboards',
        icon: LayoutDashboard,
        badge: { text: '2', variant: 'warning' },
        children: [
          { id: 'ecommerce', titleKey: 'menu.demo.ecommerce', to: '/dashboard/ecommerce' },
          { id: 'analytics', titleKey: 'menu.demo.analytics', to: '/dashboard/analytics' },
        ],
      },
    ],
  },
  {
    id: 'demo-pages',
    titleKey: 'menu.sections.demoPages',
    items: [
      ...DEMO_APPS_MENU,
      {
        id: 'authentication',
        titleKey: 'menu.demo.authentication',
        icon: LockKeyhole,
        children: AUTH_LINKS,
      },
      {
        id: 'miscellaneous',
        titleKey: 'menu.demo.miscellaneous',
        icon: Shapes,
        children: [
          { id: 'coming-soon', titleKey: 'menu.comingSoon', to: '/misc/coming-soon' },
          { id: 'not-authorized', titleKey: 'menu.notAuthorized', to: '/misc/not-authorized' },
          { id: 'maintenance', titleKey: 'menu.maintenance', to: '/misc/maintenance' },
          { id: 'error', titleKey: 'menu.error', to: '/misc/error' },
        ],
      },
    ],
  },
  {
    id: 'demo-ui',
    titleKey: 'menu.sections.demoUi',
    items: [
      ...DEMO_UI_MENU_BEFORE_CARDS,
      {
        id: 'cards',
        titleKey: 'menu.demo.cards.title',
        icon: CreditCard,
        badge: { textKey: 'menu.badges.new', variant: 'success' },
        children: [
          { id: 'cards-basic', titleKey: 'menu.demo.cards.basic', to: '/cards/basic' },
          { id: 'cards-advance', titleKey: 'menu.demo.cards.advance', to: '/cards/advance' },
          {
            id: 'cards-statistics',
            titleKey: 'menu.demo.cards.statistics',
            to: '/cards/statistics',
          },
          { id: 'cards-analytics', titleKey: 'menu.demo.cards.analytics', to: '/cards/analytics' },
          { id: 'cards-action', titleKey: 'menu.demo.cards.action', to: '/cards/action' },
        ],
      },
      ...DEMO_UI_MENU_AFTER_CARDS,
      {
        id: 'page-layouts',
        titleKey: 'menu.demo.pageLayouts.title',
        icon: PanelsTopLeft,
        children: [
          {
            id: 'collapse-menu',
            titleKey: 'menu.demo.pageLayouts.collapseMenu',
            to: '/page-layout/collapse-menu',
          },
          {
            id: 'layout-boxed',
            titleKey: 'menu.demo.pageLayouts.layoutBoxed',
            to: '/page-layout/layout-boxed',
          },
          {
            id: 'without-menu',
            titleKey: 'menu.demo.pageLayouts.withoutMenu',
            to: '/page-layout/without-menu',
          },
          {
            id: 'layout-empty',
            titleKey: 'menu.demo.pageLayouts.layoutEmpty',
            to: '/page-layout/layout-empty',
          },
          {
            id: 'layout-blank',
            titleKey: 'menu.demo.pageLayouts.layoutBlank',
            to: '/page-layout/layout-blank',
          },
        ],
      },
    ],
  },
  ...DEMO_FORMS_MENU,
  {
    id: 'demo-misc',
    titleKey: 'menu.sections.demoMisc',
    items: [
      {
        id: 'access-control',
        titleKey: 'menu.demo.accessControl',
        to: '/access-control',
        icon: ShieldCheck,
      },
    ],
  },
];
