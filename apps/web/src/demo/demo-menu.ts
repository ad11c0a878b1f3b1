import { CreditCard, LayoutDashboard, LockKeyhole, PanelsTopLeft } from 'lucide-react';
import { Shapes, ShieldCheck } from 'lucide-react';
import type { MenuChildLink, MenuSection } from '../shared/layout/menu-types';

// Each account page in its card ("Basic") and illustrated ("Cover") design.
const AUTH_LINKS: readonly MenuChildLink[] = [
  { id: 'login-basic', titleKey: 'menu.demo.auth.login.basic', to: '/pages/login-basic' },
  { id: 'login-cover', titleKey: 'menu.demo.auth.login.cover', to: '/pages/login-cover' },
  { id: 'register-basic', titleKey: 'menu.demo.auth.register.basic', to: '/pages/register-basic' },
  { id: 'register-cover', titleKey: 'menu.demo.auth.register.cover', to: '/pages/register-cover' },
  {
    id: 'forgot-password-basic',
    titleKey: 'menu.demo.auth.forgotPassword.basic',
    to: '/pages/forgot-password-basic',
  },
  {
    id: 'forgot-password-cover',
    titleKey: 'menu.demo.auth.forgotPassword.cover',
    to: '/pages/forgot-password-cover',
  },
  {
    id: 'reset-password-basic',
    titleKey: 'menu.demo.auth.resetPassword.basic',
    to: '/pages/reset-password-basic',
  },
  {
    id: 'reset-password-cover',
    titleKey: 'menu.demo.auth.resetPassword.cover',
    to: '/pages/reset-password-cover',
  },
  {
    id: 'verify-email-basic',
    titleKey: 'menu.demo.auth.verifyEmail.basic',
    to: '/pages/verify-email-basic',
  },
  {
    id: 'verify-email-cover',
    titleKey: 'menu.demo.auth.verifyEmail.cover',
    to: '/pages/verify-email-cover',
  },
  {
    id: 'two-steps-basic',
    titleKey: 'menu.demo.auth.twoSteps.basic',
    to: '/pages/two-steps-basic',
  },
  {
    id: 'two-steps-cover',
    titleKey: 'menu.demo.auth.twoSteps.cover',
    to: '/pages/two-steps-cover',
  },
];

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
