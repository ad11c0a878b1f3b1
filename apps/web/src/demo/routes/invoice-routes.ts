import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';
import { DEFAULT_INVOICE_ID } from '../invoice/lib/default-invoice';

const NAMESPACE = 'demo-invoice';

/** The invoice app (/apps/invoice/*), in the main layout; each page its own chunk. */
export const DEMO_INVOICE_ROUTES: RouteObject[] = [
  {
    path: 'apps/invoice/list',
    lazy: async () => {
      const [{ InvoiceListRoute }] = await Promise.all([
        import('../invoice/routes/invoice-list-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: InvoiceListRoute };
    },
  },
  // The template's menu links open its sample invoice.
  {
    path: 'apps/invoice/preview',
    loader: () => redirect(`/apps/invoice/preview/${DEFAULT_INVOICE_ID}`),
  },
  {
    path: 'apps/invoice/preview/:id',
    lazy: async () => {
      const [{ InvoicePreviewRoute }] = await Promise.all([
        import('../invoice/routes/invoice-preview-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: InvoicePreviewRoute };
    },
  },
  {
    path: 'apps/invoice/edit',
    loader: () => redirect(`/apps/invoice/edit/${DEFAULT_INVOICE_ID}`),
  },
  {
    path: 'apps/invoice/edit/:id',
    lazy: async () => {
      const [{ InvoiceEditRoute }] = await Promise.all([
        import('../invoice/routes/invoice-editor-routes'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: InvoiceEditRoute };
    },
  },
  {
    path: 'apps/invoice/add',
    lazy: async () => {
      const [{ InvoiceAddRoute }] = await Promise.all([
        import('../invoice/routes/invoice-editor-routes'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: InvoiceAddRoute };
    },
  },
];

/** The invoice's print page, in the blank layout (no menu or navbar on paper). */
export const DEMO_INVOICE_BLANK_ROUTES: RouteObject[] = [
  {
    path: 'apps/invoice/print',
    lazy: async () => {
      const [{ InvoicePrintRoute }] = await Promise.all([
        import('../invoice/routes/invoice-print-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: InvoicePrintRoute };
    },
  },
];
