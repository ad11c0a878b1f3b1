import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../shared/format/money';
import { useSessionStore } from '../../../shared/session/session-store';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useMyProducts } from '../api/list-my-products';
import type { SellableProduct } from '../api/list-my-products';
import './product-step.scss';

interface ProductStepProps {
  selected: SellableProduct | null;
  onSelect: (product: SellableProduct) => void;
  onNext: () => void;
}

function AmountRange({ product }: { product: SellableProduct['product'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!product.hasAmount) return null;
  const { minAmount: min, maxAmount: max } = product;
  const text =
    min !== null && max !== null
      ? t('leads.capture.product.range', { min: money(min), max: money(max) })
      : max !== null
        ? t('leads.capture.product.upTo', { max: money(max) })
        : t('leads.capture.product.anyAmount');
  return <span className="d-block small">{text}</span>;
}

/** Step 1: the products assigned to this agent, as a list of radio cards. */
export function ProductStep({ selected, onSelect, onNext }: ProductStepProps) {
  const { t } = useTranslation();
  const query = useMyProducts();
  const organisation = useSessionStore((state) => state.organisationId);
  // Leads belong to an organisation; without one chosen there is nothing to list.
  if (organisation === null) {
    return (
      <p className="alert alert-info mb-0">
        {t('leads.capture.product.noOrganisation')}{' '}
        <Link to="/organisations">{t('leads.capture.product.chooseOrganisation')}</Link>
      </p>
    );
  }
  return (
    <QueryStatus query={query}>
      {(products) =>
        products.length === 0 ? (
          <div className="alert alert-info" role="status">
            <p className="fw-semibold mb-1">{t('leads.capture.product.noneTitle')}</p>
            <p className="mb-0">{t('leads.capture.product.none')}</p>
          </div>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (selected) onNext();
            }}
          >
            <fieldset>
              <legend className="h6">{t('leads.capture.product.legend')}</legend>
              <div className="capture-products">
                {products.map((item) => {
                  const id = `capture-product-${item.product.id}`;
                  return (
                    <div key={item.product.id} className="capture-product">
                      <input
                        type="radio"
                        className="btn-check"
                        name="product"
                        id={id}
                        checked={selected?.product.id === item.product.id}
                        onChange={() => onSelect(item)}
                      />
                      <label className="btn btn-outline-primary capture-product-card" htmlFor={id}>
                        <span className="d-block fw-semibold">{item.product.name}</span>
                        <span className="d-block small">{item.category.name}</span>
                        <AmountRange product={item.product} />
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
            <div className="d-flex justify-content-end mt-3">
              <button type="submit" className="btn btn-primary" disabled={!selected}>
                {t('leads.capture.next')}
              </button>
            </div>
          </form>
        )
      }
    </QueryStatus>
  );
}
