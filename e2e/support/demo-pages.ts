/**
 * Every page of the template demo, as a person opens it. `forms`: the page's own forms check
 * their input with zod, so zod's chunk counts as the page's code; on the other pages only the
 * mock's handlers load it.
 */
export interface DemoPage {
  path: string;
  forms?: boolean;
  /** What shows once the page's data is drawn, when that code loads after its heading. */
  ready?: string;
}

const plain = (...paths: string[]): DemoPage[] => paths.map((path) => ({ path }));
const withForms = (...paths: string[]): DemoPage[] => paths.map((path) => ({ path, forms: true }));

const ACCOUNT_PAGES = ['login', 'register', 'forgot-password', 'reset-password', 'verify-email'];

// The template's apps (the pages their menu links open; a preview or edit of its first invoice).
const APPS: DemoPage[] = [
  ...plain('/apps/email', '/apps/todo'),
  // The board (FullCalendar) loads once the events are in: its events show it is measured.
  { path: '/apps/calendar', ready: '.fc-daygrid-event' },
  ...withForms('/apps/chat'),
  ...plain('/apps/invoice/list', '/apps/invoice/preview/4987', '/apps/invoice/print'),
  ...withForms('/apps/invoice/edit/4987', '/apps/invoice/add'),
  ...plain('/apps/roles', '/apps/permissions', '/apps/user/list', '/apps/user/view/1'),
  ...plain('/apps/ecommerce/shop', '/apps/ecommerce/wishlist', '/apps/ecommerce/checkout'),
  ...plain('/apps/ecommerce/product-detail/apple-i-phone-11-64-gb-black-26'),
];

const CONTENT: DemoPage[] = [
  ...plain('/pages/profile', '/pages/faq', '/pages/pricing', '/pages/license'),
  ...plain('/pages/knowledge-base', '/pages/knowledge-base/sales-automation'),
  ...plain('/pages/knowledge-base/sales-automation/how-to-program-the-port-1'),
  ...plain('/pages/blog/list', '/pages/modal-examples'),
  ...withForms('/pages/account-settings', '/pages/api-key'),
  ...withForms('/pages/blog/detail/1', '/pages/blog/edit/1'),
];

const COMPONENTS = [
  'accordion',
  'alerts',
  'auto-complete',
  'avatar',
  'badges',
  'blockui',
  'breadcrumbs',
  'buttons',
  'carousel',
  'collapse',
  'divider',
  'dropdowns',
  'list-group',
  'modals',
  'nav-component',
  'offcanvas',
  'pagination',
  'pill-badges',
  'pills-component',
  'popovers',
  'progress',
  'spinners',
  'tabs-component',
  'timeline',
  'toasts',
  'tooltips',
];

const EXTENSIONS = [
  'sweet-alert',
  'toastr',
  'slider',
  'drag-and-drop',
  'tour',
  'clipboard',
  'react-player',
  'context-menu',
  'swiper',
  'ratings',
  'i18n',
  'pagination',
  'import',
  'export',
  'export-selected',
];

const FORM_ELEMENTS = [
  'input',
  'input-group',
  'input-mask',
  'textarea',
  'checkbox',
  'radio',
  'switch',
  'select',
  'number-input',
  'file-uploader',
  'editor',
  'pickers',
];

export const DEMO_PAGES: DemoPage[] = [
  ...plain('/', '/dashboard/ecommerce', '/dashboard/analytics'),
  ...plain(...['basic', 'advance', 'statistics', 'analytics', 'action'].map((n) => `/cards/${n}`)),
  ...plain('/access-control'),
  ...plain(
    ...['collapse-menu', 'layout-boxed', 'without-menu', 'layout-empty', 'layout-blank'].map(
      (name) => `/page-layout/${name}`,
    ),
  ),
  ...withForms(
    ...[...ACCOUNT_PAGES, 'two-steps'].flatMap((name) => [
      `/pages/${name}-basic`,
      `/pages/${name}-cover`,
    ]),
  ),
  ...APPS,
  ...CONTENT,
  ...plain('/ui-element/typography', '/icons/reactfeather', '/colors'),
  ...plain(...COMPONENTS.map((name) => `/components/${name}`)),
  ...plain(...EXTENSIONS.map((name) => `/extensions/${name}`)),
  ...plain(...FORM_ELEMENTS.map((name) => `/forms/elements/${name}`)),
  ...plain('/forms/layout/form-layout'),
  ...withForms('/forms/wizard', '/forms/form-validation', '/forms/form-repeater'),
  ...plain('/tables/reactstrap', '/datatables/basic', '/datatables/advance'),
  ...plain('/charts/apex', '/charts/chartjs', '/charts/recharts'),
];
