import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import type { LoadPage } from './lazy-page';

const page = (path: string, load: LoadPage) => lazyPage(path, 'demo-content', load);

/**
 * The content pages (/pages/profile, faq, knowledge-base, pricing, blog, license, api-key,
 * modal-examples, account-settings), in the main layout.
 */
export const DEMO_CONTENT_ROUTES: RouteObject[] = [
  page('pages/profile', async () => (await import('../content/profile/profile-page')).ProfileRoute),
  page('pages/faq', async () => (await import('../content/faq/faq-page')).FaqRoute),
  page(
    'pages/knowledge-base',
    async () => (await import('../content/knowledge-base/kb-home-page')).KnowledgeBaseRoute,
  ),
  page(
    'pages/knowledge-base/:category',
    async () => (await import('../content/knowledge-base/kb-category-page')).KbCategoryRoute,
  ),
  page(
    'pages/knowledge-base/:category/:question',
    async () => (await import('../content/knowledge-base/kb-question-page')).KbQuestionRoute,
  ),
  page('pages/pricing', async () => (await import('../content/pricing/pricing-page')).PricingRoute),
  page(
    'pages/blog/list',
    async () => (await import('../content/blog/blog-list-page')).BlogListRoute,
  ),
  { path: 'pages/blog/detail', loader: () => redirect('/pages/blog/detail/1') },
  page(
    'pages/blog/detail/:id',
    async () => (await import('../content/blog/blog-detail-page')).BlogDetailRoute,
  ),
  { path: 'pages/blog/edit', loader: () => redirect('/pages/blog/edit/1') },
  page(
    'pages/blog/edit/:id',
    async () => (await import('../content/blog/blog-edit-page')).BlogEditRoute,
  ),
  page('pages/license', async () => (await import('../content/license/license-page')).LicenseRoute),
  page('pages/api-key', async () => (await import('../content/api-key/api-key-page')).ApiKeyRoute),
  page(
    'pages/modal-examples',
    async () => (await import('../content/modal-examples/modal-examples-page')).ModalExamplesRoute,
  ),
  page(
    'pages/account-settings',
    async () =>
      (await import('../content/account-settings/account-settings-page')).AccountSettingsRoute,
  ),
];
