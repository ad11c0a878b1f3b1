import { useWatch } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InvoiceFormValues } from '../lib/invoice-form-schema';
import { invoiceTotals } from '../lib/invoice-totals';
import { useMoney } from '../lib/use-money';

/** Subtotal, discount, tax and total, recomputed on every keystroke of the form. */
export function InvoiceTotalsBox({ control }: { control: Control<InvoiceFormValues> }) {
  const { t } = useTranslation('demo-invoice');
  const money = useMoney();
  const [items, discount, tax] = useWatch({ control, name: ['items', 'discount', 'tax'] });
  const totals = invoiceTotals(items, discount, tax);
  const rows: [string, number][] = [
    [t('preview.subtotal'), totals.subtotal],
    [t('form.discountAmount'), -totals.discount],
    [t('form.taxAmount'), totals.tax],
    [t('preview.total'), totals.total],
  ];
  return (
    <div style={{ minWidth: '16rem' }}>
      <h3 className="visually-hidden">{t('form.totals')}</h3>
      <dl className="mb-0">
        {rows.map(([label, value], index) => (
          <div
            key={label}
            className={`d-flex justify-content-between gap-4 ${index === rows.length - 1 ? 'fw-semibold border-top pt-1' : ''}`}
          >
            <dt className="fw-normal">{label}:</dt>
            <dd className="mb-1">{money.dollars(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
