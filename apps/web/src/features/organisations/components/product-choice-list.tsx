import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@pamoja/contract/products';
import { useMoney } from '../../../shared/format/money';
import { isHttpError } from '../../../shared/http/http-error';

interface ProductChoiceListProps {
  title: string;
  products: readonly Product[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Ids moved here but not saved yet: marked so the reader sees what Save will change. */
  moved: ReadonlySet<string>;
  movedLabel: string;
  empty: string;
  isPending: boolean;
  error: unknown;
}

/** One half of the picker: a checkbox per product (Tab and Space choose, as everywhere). */
export function ProductChoiceList({
  title,
  products,
  selected,
  onToggle,
  moved,
  movedLabel,
  empty,
  isPending,
  error,
}: ProductChoiceListProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();

  const body = () => {
    if (isPending) {
      return (
        <p role="status" className="d-flex align-items-center gap-2 text-body-secondary mb-0">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('common.loading')}
        </p>
      );
    }
    if (error) {
      return (
        <p className="alert alert-danger mb-0" role="alert">
          {isHttpError(error) ? error.text : t('common.loadFailed')}
        </p>
      );
    }
    if (products.length === 0) return <p className="text-body-secondary small mb-0">{empty}</p>;
    return (
      <ul className="product-choice-list list-unstyled mb-0">
        {products.map((product) => (
          <li key={product.id} className={selected.has(product.id) ? 'is-selected' : undefined}>
            <input
              id={`${id}-${product.id}`}
              type="checkbox"
              className="form-check-input"
              checked={selected.has(product.id)}
              onChange={() => onToggle(product.id)}
            />
            <label htmlFor={`${id}-${product.id}`} className="product-choice-label">
              <span className="fw-semibold">{product.name}</span>
              <span className="small text-body-secondary">
                {product.code}
                {product.price !== null && ` · ${money(product.price)}`}
              </span>
              {moved.has(product.id) && (
                <span className="badge text-bg-info align-self-start">{movedLabel}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <fieldset className="product-choice">
      <legend className="h6 d-flex align-items-center gap-2">
        {title}
        {!isPending && !error && (
          <span className="badge rounded-pill text-bg-secondary">{products.length}</span>
        )}
      </legend>
      {body()}
    </fieldset>
  );
}
