import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Order } from '@pamoja/contract/orders';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useOrder } from '../api/get-order';
import { OrderStatusBadge } from '../components/order-status-badge';
import { formatDateTime } from '../lib/dates';
import '../shop.scss';

type Line = Order['lines'][number];

/** `/orders/:orderId`: one order with its lines, as bought (names and prices of that day). */
export function OrderRoute() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  useDocumentTitle(
    order.data
      ? t('shop.order.title', { reference: order.data.reference })
      : t('shop.orders.title'),
  );

  const columns: DataColumn<Line>[] = [
    {
      id: 'name',
      header: t('shop.order.fields.product'),
      // On a phone, quantity and unit price come under the name instead of in columns.
      cell: (line) => (
        <>
          {line.name}
          <div className="d-sm-none small text-body-secondary">
            {line.quantity} × {money(line.unitPrice)}
          </div>
        </>
      ),
    },
    {
      id: 'price',
      header: t('shop.order.fields.unitPrice'),
      cell: (line) => money(line.unitPrice),
      className: 'text-end text-nowrap d-none d-sm-table-cell',
    },
    {
      id: 'quantity',
      header: t('shop.order.fields.quantity'),
      cell: (line) => line.quantity,
      className: 'text-end d-none d-sm-table-cell',
    },
    {
      id: 'total',
      header: t('shop.order.fields.total'),
      cell: (line) => money(line.total),
      className: 'text-end text-nowrap',
    },
  ];

  return (
    <section aria-labelledby="order-title">
      <Link to="/orders" className="btn btn-sm btn-link px-0 mb-2">
        <ArrowLeft size={14} aria-hidden="true" className="me-1" />
        {t('shop.orders.title')}
      </Link>
      <QueryStatus query={order}>
        {(item) => (
          <div className="card">
            <div className="card-body">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
                <h1 id="order-title" className="h4 mb-0">
                  {t('shop.order.title', { reference: item.reference })}
                </h1>
                <OrderStatusBadge status={item.status} />
              </div>
              <dl className="shop-facts shop-facts-wide mb-4">
                <dt>{t('shop.order.fields.date')}</dt>
                <dd>{formatDateTime(item.createdAt, i18n.language)}</dd>
                <dt>{t('shop.order.fields.phone')}</dt>
                <dd>{displayPhone(item.phoneNumber)}</dd>
                {item.receiptNumber && (
                  <>
                    <dt>{t('shop.order.fields.receipt')}</dt>
                    <dd className="font-monospace">{item.receiptNumber}</dd>
                  </>
                )}
                {item.status === 'FAILED' && item.failureReason && (
                  <>
                    <dt>{t('shop.order.fields.reason')}</dt>
                    <dd>{item.failureReason}</dd>
                  </>
                )}
              </dl>
              {item.status === 'PENDING' && (
                <p className="alert alert-warning" role="status">
                  {t('shop.order.pending')}
                </p>
              )}
              <h2 className="h6">{t('shop.order.lines')}</h2>
              <DataTable
                caption={t('shop.order.lines')}
                columns={columns}
                rows={item.lines}
                rowKey={(line) => line.productId}
                isPending={false}
                empty={t('shop.order.noLines')}
              />
              <p className="d-flex justify-content-end gap-3 fs-5 fw-semibold border-top pt-3 mt-3 mb-0">
                <span>{t('shop.order.fields.total')}</span>
                <span data-testid="order-total">{money(item.total)}</span>
              </p>
            </div>
          </div>
        )}
      </QueryStatus>
    </section>
  );
}
