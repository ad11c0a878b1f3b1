import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

const email = async () => {
  const [{ EmailRoute }] = await Promise.all([
    import('../email/routes/email-route'),
    loadNamespace('demo-email'),
  ]);
  return { Component: EmailRoute };
};

/**
 * The e-mail app (/apps/email, its folders and labels), in the main layout: one page for all
 * three paths, which only pick what the list shows.
 */
export const DEMO_EMAIL_ROUTES: RouteObject[] = [
  { path: 'apps/email', lazy: email },
  { path: 'apps/email/label/:label', lazy: email },
  { path: 'apps/email/:folder', lazy: email },
];
