import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderStatuses, type Order, type OrderStatus } from '@pamoja/contract/orders';
import { useMoney } from '../../../shared/format/money';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useOrders } from '../api/list-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { ShopLinks } from '../components/shop-links';
import { useOrdersScope } from '../hooks/use-orders-scope';
import { formatDateTime } from '../lib/dates';
import '../shop.scss';

/** "Health cover" or "Health cover and 2 more": the first line says what the order was. */
function itemsOf(order: Order, t: TFunction): string {
  const [first, ...rest] = order.lines;
  if (!first) return '';
  const name = first.quantity > 1 ? `${first.quantity} × ${first.name}` : first.name;
  return rest.length === 0 ? name : t('shop.orders.andMore', { name, count: rest.length });
}

/** `/orders`: the caller's orders, or, for an admin acting for a business, the business's. */
export function OrdersRoute() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { business } = useOrdersScope();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const query = useOrders({ page, status, organisationId: business?.id ?? null });
  const title = business
    ? t('shop.orders.businessTitle', { organisation: business.name })
    : t('shop.orders.title');
  useDocumentTitle(title);

  const columns: DataColumn<Order>[] = [
    {
      id: 'reference',
      header: t('shop.orders.fields.reference'),
      // On a phone the columns that do not fit come under the reference instead.
      cell: (order) => (
        <>
          <Link to={`/orders/${order.id}`} className="font-monospace">
            {order.reference}
          </Link>
          <div className="d-md-none small text-body-secondary">
            {formatDateTime(order.createdAt, i18n.language)}
            <br />
            {itemsOf(order, t)}
          </div>
          <div className="d-sm-none mt-1">
            <OrderStatusBadge status={order.status} />
          </div>
        </>
      ),
    },
    {
      id: 'date',
      header: t('shop.orders.fields.date'),
      cell: (order) => formatDateTime(order.createdAt, i18n.language),
      className: 'text-nowrap d-none d-md-table-cell',
    },
    {
      id: 'items',
      header: t('shop.orders.fields.items'),
      cell: (order) => itemsOf(order, t),
      className: 'd-none d-md-table-cell',
    },
    {
      id: 'total',
      header: t('shop.orders.fields.total'),
      cell: (order) => money(order.total),
      className: 'text-end text-nowrap',
    },
    {
      id: 'status',
      header: t('shop.orders.fields.status'),
      cell: (order) => <OrderStatusBadge status={order.status} />,
      className: 'd-none d-sm-table-cell',
    },
  ];

  return (
    <section aria-labelledby="orders-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
        <div>
          <h1 id="orders-title" className="h3 mb-1">
            {title}
          </h1>
          <p className="text-body-secondary mb-0">
            {business ? t('shop.orders.businessLead') : t('shop.orders.lead')}
          </p>
        </div>
        {!business && <ShopLinks to={['shop', 'cart']} />}
      </div>
      <div className="card">
        <div className="card-body">
          <div className="mb-3 shop-status-filter">
            <label className="form-label" htmlFor="orders-status">
              {t('shop.orders.filter')}
            </label>
            <select
              id="orders-status"
              className="form-select"
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as OrderStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('shop.orders.allStatuses')}</option>
              {orderStatuses.map((value) => (
                <option key={value} value={value}>
                  {t(`shop.orders.status.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div aria-busy={query.isFetching}>
            <DataTable
              caption={title}
              columns={columns}
              rows={query.data?.items}
              rowKey={(order) => order.id}
              pagination={query.data?.pagination}
              onPage={setPage}
              isPending={query.isPending}
              error={query.error}
              onRetry={() => void query.refetch()}
              empty={
                status
                  ? t('shop.orders.emptyStatus')
                  : business
                    ? t('shop.orders.emptyBusiness')
                    : t('shop.orders.empty')
              }
            />
          </div>
        </div>
      </div>
    </section>
  );
}
