import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import type { LoadPage } from './lazy-page';

const page = (path: string, load: LoadPage) => lazyPage(path, 'demo-ui', load);

/**
 * The showcase's typography, icons, colours and /components/* pages, in the main layout, one
 * chunk each.
 */
export const DEMO_UI_ROUTES: RouteObject[] = [
  page(
    'ui-element/typography',
    async () => (await import('../components-showcase/pages/typography-page')).TypographyPage,
  ),
  page(
    'icons/reactfeather',
    async () => (await import('../components-showcase/pages/icons-page')).IconsPage,
  ),
  page('colors', async () => (await import('../components-showcase/pages/colors-page')).ColorsPage),
  page(
    'components/accordion',
    async () => (await import('../components-showcase/pages/accordion-page')).AccordionPage,
  ),
  page(
    'components/alerts',
    async () => (await import('../components-showcase/pages/alerts-page')).AlertsPage,
  ),
  page(
    'components/auto-complete',
    async () => (await import('../components-showcase/pages/auto-complete-page')).AutoCompletePage,
  ),
  page(
    'components/avatar',
    async () => (await import('../components-showcase/pages/avatar-page')).AvatarPage,
  ),
  page(
    'components/badges',
    async () => (await import('../components-showcase/pages/badges-page')).BadgesPage,
  ),
  page(
    'components/blockui',
    async () => (await import('../components-showcase/pages/blockui-page')).BlockUiPage,
  ),
  page(
    'components/breadcrumbs',
    async () => (await import('../components-showcase/pages/breadcrumbs-page')).BreadcrumbsPage,
  ),
  page(
    'components/buttons',
    async () => (await import('../components-showcase/pages/buttons-page')).ButtonsPage,
  ),
  page(
    'components/carousel',
    async () => (await import('../components-showcase/pages/carousel-page')).CarouselPage,
  ),
  page(
    'components/collapse',
    async () => (await import('../components-showcase/pages/collapse-page')).CollapsePage,
  ),
  page(
    'components/divider',
    async () => (await import('../components-showcase/pages/divider-page')).DividerPage,
  ),
  page(
    'components/dropdowns',
    async () => (await import('../components-showcase/pages/dropdowns-page')).DropdownsPage,
  ),
  page(
    'components/list-group',
    async () => (await import('../components-showcase/pages/list-group-page')).ListGroupPage,
  ),
  page(
    'components/modals',
    async () => (await import('../components-showcase/pages/modals-page')).ModalsPage,
  ),
  page(
    'components/nav-component',
    async () => (await import('../components-showcase/pages/nav-component-page')).NavComponentPage,
  ),
  page(
    'components/offcanvas',
    async () => (await import('../components-showcase/pages/offcanvas-page')).OffcanvasPage,
  ),
  page(
    'components/pagination',
    async () => (await import('../components-showcase/pages/pagination-page')).PaginationPage,
  ),
  page(
    'components/pill-badges',
    async () => (await import('../components-showcase/pages/pill-badges-page')).PillBadgesPage,
  ),
  page(
    'components/pills-component',
    async () =>
      (await import('../components-showcase/pages/pills-component-page')).PillsComponentPage,
  ),
  page(
    'components/popovers',
    async () => (await import('../components-showcase/pages/popovers-page')).PopoversPage,
  ),
  page(
    'components/progress',
    async () => (await import('../components-showcase/pages/progress-page')).ProgressPage,
  ),
  page(
    'components/spinners',
    async () => (await import('../components-showcase/pages/spinners-page')).SpinnersPage,
  ),
  page(
    'components/tabs-component',
    async () =>
      (await import('../components-showcase/pages/tabs-component-page')).TabsComponentPage,
  ),
  page(
    'components/timeline',
    async () => (await import('../components-showcase/pages/timeline-page')).TimelinePage,
  ),
  page(
    'components/toasts',
    async () => (await import('../components-showcase/pages/toasts-page')).ToastsPage,
  ),
  page(
    'components/tooltips',
    async () => (await import('../components-showcase/pages/tooltips-page')).TooltipsPage,
  ),
];
