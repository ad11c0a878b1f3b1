import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import type { LoadPage } from './lazy-page';

// The tables' own labels live with the forms and tables (demo-forms), so both namespaces load.
const page = (path: string, load: LoadPage) =>
  lazyPage(`extensions/${path}`, ['demo-extensions', 'demo-forms'], load);

/** The showcase's /extensions/* pages, in the main layout: one chunk each. */
export const DEMO_EXTENSION_ROUTES: RouteObject[] = [
  page('import', async () => (await import('../extensions/routes/import-route')).ImportRoute),
  page('export', async () => (await import('../extensions/routes/export-route')).ExportRoute),
  page(
    'export-selected',
    async () => (await import('../extensions/routes/export-selected-route')).ExportSelectedRoute,
  ),
  page(
    'sweet-alert',
    async () => (await import('../extensions/routes/sweet-alert-route')).SweetAlertRoute,
  ),
  page('toastr', async () => (await import('../extensions/routes/toastr-route')).ToastrRoute),
  page('slider', async () => (await import('../extensions/routes/slider-route')).SliderRoute),
  page(
    'drag-and-drop',
    async () => (await import('../extensions/routes/drag-and-drop-route')).DragAndDropRoute,
  ),
  page('tour', async () => (await import('../extensions/routes/tour-route')).TourRoute),
  page(
    'clipboard',
    async () => (await import('../extensions/routes/clipboard-route')).ClipboardRoute,
  ),
  page(
    'react-player',
    async () => (await import('../extensions/routes/react-player-route')).ReactPlayerRoute,
  ),
  page(
    'context-menu',
    async () => (await import('../extensions/routes/context-menu-route')).ContextMenuRoute,
  ),
  page('swiper', async () => (await import('../extensions/routes/swiper-route')).SwiperRoute),
  page('ratings', async () => (await import('../extensions/routes/ratings-route')).RatingsRoute),
  page('i18n', async () => (await import('../extensions/routes/i18n-route')).I18nRoute),
  page(
    'pagination',
    async () => (await import('../extensions/routes/pagination-route')).PaginationRoute,
  ),
];
