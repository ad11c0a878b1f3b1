import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@pamoja/contract/products';
import { useMoney } from '../../../shared/format/money';
import { useSessionStore } from '../../../shared/session/session-store';
import { DataTable } from '../../../shared/ui/data-table';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useCategories } from '../api/list-categories';
import { useProducts } from '../api/list-products';
import { ApprovalBadge } from '../components/approval-badge';
import { CategoryIcon } from '../components/category-icon';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { NeedsOrganisation } from '../components/needs-organisation';
import { ProductActions } from '../components/product-actions';
import { ProductDialog } from '../components/product-dialog';
import { ProductFilters } from '../components/product-filters';
import { ProductThumb } from '../components/product-thumb';
import { ProductsNav } from '../components/products-nav';
import { StatusBadge } from '../components/status-badge';
import { useProductFilters } from '../hooks/use-product-filters';
import '../products.scss';

/**
 * `/products`: the business's products with the API's filters; admins create, edit, activate
 * and delete, a SUPER_ADMIN also approves (docs/domains/products.md).
 */
export function ProductsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('products.title'));
  const money = useMoney();
  const superAdmin = useSessionStore((state) => state.userData?.role === 'SUPER_ADMIN');
  const organisation = useSessionStore((state) => state.organisationId);
  const { filters, setFilter, setPage } = useProductFilters();
  const query = useProducts(filters, superAdmin);
  const categories = useCategories();
  const [editing, setEditing] = useState<{ product?: Product } | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const categoryOf = new Map((categories.data ?? []).map((category) => [category.id, category]));
  const filtered = Boolean(filters.category || filters.status || filters.approved);
  const canEdit = organisation !== null;

  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title" className="h3 mb-3">
        {t('products.title')}
      </h1>
      <ProductsNav />
      <div className="card products-card">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
            <ProductFilters
              filters={filters}
              categories={categories.data ?? []}
              onChange={setFilter}
            />
            {canEdit && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => setEditing({})}
              >
                <Plus size={16} aria-hidden="true" className="me-1" />
                {t('products.new')}
              </button>
            )}
          </div>
          {superAdmin && !canEdit && (
            <p className="alert alert-info small">{t('products.allBusinesses')}</p>
          )}
          <NeedsOrganisation allowNone={superAdmin}>
            <DataTable<Product>
              caption={t('products.title')}
              rows={query.data?.items}
              rowKey={(row) => row.id}
              pagination={query.data?.pagination}
              onPage={setPage}
              isPending={query.isPending}
              error={query.error}
              onRetry={() => void query.refetch()}
              empty={t(filtered ? 'products.noMatch' : 'products.empty')}
              columns={[
                {
                  id: 'product',
                  header: t('products.fields.name'),
                  cell: (row) => (
                    <div className="d-flex align-items-center gap-2">
                      <ProductThumb image={row.image} name={row.name} />
                      <div className="product-name">
                        <div className="fw-semibold">{row.name}</div>
                        <div className="small text-body-secondary">{row.code}</div>
                        {/* A phone has no room for the status column: the badges come here. */}
                        <div className="d-flex flex-wrap gap-1 mt-1 d-sm-none">
                          <StatusBadge status={row.status} />
                          <ApprovalBadge approved={row.approved} />
                        </div>
                      </div>
                    </div>
                  ),
                },
                {
                  id: 'category',
                  header: t('products.fields.category'),
                  className: 'd-none d-lg-table-cell',
                  cell: (row) => {
                    const category = categoryOf.get(row.categoryId);
                    return category ? (
                      <span className="d-inline-flex align-items-center gap-2">
                        <CategoryIcon icon={category.icon} size={16} />
                        {category.name}
                      </span>
                    ) : (
                      '—'
                    );
                  },
                },
                {
                  id: 'price',
                  header: t('products.fields.price'),
                  className: 'd-none d-sm-table-cell text-nowrap',
                  cell: (row) =>
                    row.price === null ? (
                      <span className="text-body-secondary">{t('products.noPrice')}</span>
                    ) : (
                      money(row.price)
                    ),
                },
                {
                  id: 'state',
                  header: t('products.fields.status'),
                  className: 'd-none d-sm-table-cell',
                  cell: (row) => (
                    <div className="d-flex flex-wrap gap-1">
                      <StatusBadge status={row.status} />
                      <ApprovalBadge approved={row.approved} />
                    </div>
                  ),
                },
                {
                  id: 'actions',
                  header: <span className="visually-hidden">{t('products.actions')}</span>,
                  className: 'text-end',
                  cell: (row) => (
                    <ProductActions
                      product={row}
                      canEdit={canEdit}
                      canApprove={superAdmin}
                      onEdit={(product) => setEditing({ product })}
                      onDelete={setDeleting}
                    />
                  ),
                },
              ]}
            />
          </NeedsOrganisation>
        </div>
      </div>
      <ProductDialog editing={editing} onHide={() => setEditing(null)} />
      <DeleteProductDialog
        product={deleting}
        onDone={(deleted) => {
          setDeleting(null);
          // The last row of a page went: show the page before.
          if (deleted && query.data?.items.length === 1 && filters.page > 1) {
            setPage(filters.page - 1);
          }
        }}
      />
    </section>
  );
}
