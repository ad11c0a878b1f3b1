import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_UI_ROUTES } from '../../routes/ui-routes';

// A page's chunk is transformed on its first open: on a busy machine that takes a while.
const FIRST_LOAD = { timeout: 20_000 };
vi.setConfig({ testTimeout: 45_000 });

serveDemoMock();

// jsdom draws nothing, so it has no observers; the carousel (embla) watches sizes and slides.
class NoObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoObserver);
  vi.stubGlobal('ResizeObserver', NoObserver);
});

const PAGES: [string, string][] = [
  ['/ui-element/typography', 'Typography'],
  ['/icons/reactfeather', 'Icons'],
  ['/colors', 'Colors'],
  ['/components/accordion', 'Accordion'],
  ['/components/alerts', 'Alerts'],
  ['/components/auto-complete', 'Auto Complete'],
  ['/components/avatar', 'Avatar'],
  ['/components/badges', 'Badges'],
  ['/components/blockui', 'Block UI'],
  ['/components/breadcrumbs', 'Breadcrumbs'],
  ['/components/buttons', 'Buttons'],
  ['/components/carousel', 'Carousel'],
  ['/components/collapse', 'Collapse'],
  ['/components/divider', 'Divider'],
  ['/components/dropdowns', 'Dropdowns'],
  ['/components/list-group', 'List Group'],
  ['/components/modals', 'Modals'],
  ['/components/nav-component', 'Navs'],
  ['/components/offcanvas', 'Offcanvas'],
  ['/components/pagination', 'Pagination'],
  ['/components/pill-badges', 'Pill Badges'],
  ['/components/pills-component', 'Pills'],
  ['/components/popovers', 'Popovers'],
  ['/components/progress', 'Progress'],
  ['/components/spinners', 'Spinners'],
  ['/components/tabs-component', 'Tabs'],
  ['/components/timeline', 'Timeline'],
  ['/components/toasts', 'Toasts'],
  ['/components/tooltips', 'Tooltips'],
];

describe('the User Interface showcase pages', () => {
  test('the route table has exactly these pages', () => {
    expect(DEMO_UI_ROUTES.map((route) => `/${route.path}`)).toEqual(PAGES.map(([path]) => path));
  });

  test.each(PAGES)('%s shows its title, breadcrumb and examples', async (path, title) => {
    renderRoutes(DEMO_UI_ROUTES, path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(title);
    await waitFor(() => expect(document.title).toContain(title));
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
  });
});
