import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@pamoja/contract/products';

const TONE: Readonly<Record<ProductStatus, string>> = {
  DRAFT: 'text-bg-secondary',
  ACTIVE: 'text-bg-success',
  INACTIVE: 'text-bg-dark',
};

/** A product's status, in colour and in words (colour alone says nothing to some readers). */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${TONE[status]}`} data-status={status}>
      {t(`products.status.${status}`)}
    </span>
  );
}
