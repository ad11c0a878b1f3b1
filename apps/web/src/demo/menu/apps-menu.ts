import { BookMarked, MessagesSquare, ReceiptText, ShieldCheck } from 'lucide-react';
import { ShoppingBag, UserRound } from 'lucide-react';
import type { MenuItem } from '../../shared/layout/menu-types';
import { childLink } from './link';

/**
 * The template's apps and content pages ("Apps & Pages"), before its account pages. Links sit in
 * groups, and the groups reuse icons the product's menu already draws: every icon in the menu is
 * code that every page with the menu downloads.
 */
export const DEMO_APPS_MENU: readonly MenuItem[] = [
  {
    id: 'demo-apps',
    titleKey: 'menu.demo.apps.title',
    icon: MessagesSquare,
    children: [
      childLink('email', 'menu.demo.apps.email', '/apps/email'),
      childLink('chat', 'menu.demo.apps.chat', '/apps/chat'),
      childLink('todo', 'menu.demo.apps.todo', '/apps/todo'),
      childLink('calendar', 'menu.demo.apps.calendar', '/apps/calendar'),
    ],
  },
  {
    id: 'invoice',
    titleKey: 'menu.demo.invoice.title',
    icon: ReceiptText,
    children: [
      childLink('invoice-list', 'menu.demo.invoice.list', '/apps/invoice/list'),
      childLink('invoice-preview', 'menu.demo.invoice.preview', '/apps/invoice/preview'),
      childLink('invoice-edit', 'menu.demo.invoice.edit', '/apps/invoice/edit'),
      childLink('invoice-add', 'menu.demo.invoice.add', '/apps/invoice/add'),
    ],
  },
  {
    id: 'roles-permissions',
    titleKey: 'menu.demo.access.title',
    icon: ShieldCheck,
    children: [
      childLink('roles', 'menu.demo.access.roles', '/apps/roles'),
      childLink('permissions', 'menu.demo.access.permissions', '/apps/permissions'),
    ],
  },
  {
    id: 'demo-ecommerce',
    titleKey: 'menu.demo.shop.title',
    icon: ShoppingBag,
    children: [
      childLink('shop', 'menu.demo.shop.shop', '/apps/ecommerce/shop'),
      childLink('product-detail', 'menu.demo.shop.details', '/apps/ecommerce/product-detail'),
      childLink('wishlist', 'menu.demo.shop.wishlist', '/apps/ecommerce/wishlist'),
      childLink('checkout', 'menu.demo.shop.checkout', '/apps/ecommerce/checkout'),
    ],
  },
  {
    id: 'demo-user',
    titleKey: 'menu.demo.user.title',
    icon: UserRound,
    children: [
      childLink('user-list', 'menu.demo.user.list', '/apps/user/list'),
      childLink('user-view', 'menu.demo.user.view', '/apps/user/view'),
    ],
  },
  {
    id: 'content-pages',
    titleKey: 'menu.demo.pages.title',
    icon: BookMarked,
    children: [
      childLink('account-settings', 'menu.demo.pages.accountSettings', '/pages/account-settings'),
      childLink('demo-profile', 'menu.demo.pages.profile', '/pages/profile'),
      childLink('faq', 'menu.demo.pages.faq', '/pages/faq'),
      childLink('knowledge-base', 'menu.demo.pages.knowledgeBase', '/pages/knowledge-base'),
      childLink('pricing', 'menu.demo.pages.pricing', '/pages/pricing'),
      childLink('license', 'menu.demo.pages.license', '/pages/license'),
      childLink('api-key', 'menu.demo.pages.apiKey', '/pages/api-key'),
      childLink('blog-list', 'menu.demo.pages.blogList', '/pages/blog/list'),
      childLink('blog-detail', 'menu.demo.pages.blogDetail', '/pages/blog/detail'),
      childLink('blog-edit', 'menu.demo.pages.blogEdit', '/pages/blog/edit'),
      childLink('modal-examples', 'menu.demo.pages.modalExamples', '/pages/modal-examples'),
    ],
  },
];
