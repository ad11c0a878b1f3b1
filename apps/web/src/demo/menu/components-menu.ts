import { Package, PencilRuler, Shapes } from 'lucide-react';
import type { MenuChildLink, MenuItem } from '../../shared/layout/menu-types';
import { childLink } from './link';

const COMPONENTS = [
  ['accordion', 'accordion'],
  ['alerts', 'alerts'],
  ['auto-complete', 'autoComplete'],
  ['avatar', 'avatar'],
  ['badges', 'badges'],
  ['blockui', 'blockUi'],
  ['breadcrumbs', 'breadcrumbs'],
  ['buttons', 'buttons'],
  ['carousel', 'carousel'],
  ['collapse', 'collapse'],
  ['divider', 'divider'],
  ['dropdowns', 'dropdowns'],
  ['list-group', 'listGroup'],
  ['modals', 'modals'],
  ['nav-component', 'navs'],
  ['offcanvas', 'offcanvas'],
  ['pagination', 'pagination'],
  ['pill-badges', 'pillBadges'],
  ['pills-component', 'pills'],
  ['popovers', 'popovers'],
  ['progress', 'progress'],
  ['spinners', 'spinners'],
  ['tabs-component', 'tabs'],
  ['timeline', 'timeline'],
  ['toasts', 'toasts'],
  ['tooltips', 'tooltips'],
] as const;

const EXTENSIONS = [
  ['sweet-alert', 'sweetAlert'],
  ['toastr', 'toastr'],
  ['slider', 'slider'],
  ['drag-and-drop', 'dragAndDrop'],
  ['tour', 'tour'],
  ['clipboard', 'clipboard'],
  ['react-player', 'reactPlayer'],
  ['context-menu', 'contextMenu'],
  ['swiper', 'swiper'],
  ['ratings', 'ratings'],
  ['i18n', 'i18n'],
  ['pagination', 'pagination'],
  ['import', 'import'],
  ['export', 'export'],
  ['export-selected', 'exportSelected'],
] as const;

const links = (group: string, base: string, list: ReadonlyArray<readonly [string, string]>) =>
  list.map(([path, key]): MenuChildLink =>
    childLink(`${group}-${path}`, `menu.demo.${group}.${key}`, `/${base}/${path}`),
  );

/** The template's user-interface showcase, around the card pages and page layouts. */
export const DEMO_UI_MENU_BEFORE_CARDS: readonly MenuItem[] = [
  {
    id: 'ui-basics',
    titleKey: 'menu.demo.ui.title',
    icon: PencilRuler,
    children: [
      childLink('typography', 'menu.demo.ui.typography', '/ui-element/typography'),
      childLink('colors', 'menu.demo.ui.colors', '/colors'),
      childLink('feather', 'menu.demo.ui.icons', '/icons/reactfeather'),
    ],
  },
];

export const DEMO_UI_MENU_AFTER_CARDS: readonly MenuItem[] = [
  {
    id: 'components',
    titleKey: 'menu.demo.components.title',
    icon: Shapes,
    children: links('components', 'components', COMPONENTS),
  },
  {
    id: 'extensions',
    titleKey: 'menu.demo.extensions.title',
    icon: Package,
    children: links('extensions', 'extensions', EXTENSIONS),
  },
];
