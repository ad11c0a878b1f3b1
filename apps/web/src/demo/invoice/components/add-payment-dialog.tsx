import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { notify } from '../../../shared/notifications/notifications-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Invoice } from '../../mock/schemas/invoice-schema';
import { useMoney } from '../lib/use-money';

export const PAYMENT_METHODS = [
  'cash',
  'bankTransfer',
  'debitCard',
  'creditCard',
  'paypal',
] as const;

interface AddPaymentDialogProps {
  invoice: Invoice;
  show: boolean;
  onHide: () => void;
}

/** The template's "Add Payment" sidebar as a dialog; the demo records nothing and says so. */
export function AddPaymentDialog({ invoice, show, onHide }: AddPaymentDialogProps) {
  const { t } = useTranslation('demo-invoice');
  const money = useMoney();
  const schema = useMemo(
    () =>
      z.object({
        amount: z.number(t('payment.amountRequired')).positive(t('payment.amountPositive')),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, t('payment.dateRequired')),
        method: z.enum(PAYMENT_METHODS, t('payment.methodRequired')),
        note: z.string().trim().max(1000),
      }),
    [t],
  );
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { date: new Date().toISOString().slice(0, 10), note: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => {
    notify({
      type: 'success',
      message: t('payment.added', { amount: money.dollars(values.amount), id: invoice.id }),
    });
    onHide();
  });
  const balance = invoice.balance === 0 ? money.dollars(0) : invoice.balance;
  return (
    <FormDialog show={show} onHide={onHide} onExited={() => reset()} title={t('payment.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          {t('payment.balance')}: <span className="fw-semibold">{balance}</span>
        </p>
        <TextField
          label={t('payment.amount')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.amount}
          {...register('amount', { valueAsNumber: true })}
        />
        <TextField
          label={t('payment.date')}
          type="date"
          error={errors.date}
          {...register('date')}
        />
        <FormField label={t('payment.method')} error={errors.method}>
          {(control, invalid) => (
            <select
              {...control}
              {...register('method')}
              defaultValue=""
              className={`form-select ${invalid ? 'is-invalid' : ''}`}
            >
              <option value="" disabled>
                {t('payment.chooseMethod')}
              </option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`payment.methods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('payment.note')} error={errors.note}>
          {(control) => (
            <textarea {...control} {...register('note')} rows={3} className="form-control" />
          )}
        </FormField>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {t('payment.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
