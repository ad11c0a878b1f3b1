import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { notify } from '../../../shared/notifications/notifications-store';
import type { InvoiceClient } from '../../mock/schemas/invoice-schema';
import { invoiceFormSchema } from '../lib/invoice-form-schema';
import type { InvoiceFormValues } from '../lib/invoice-form-schema';
import { SenderBlock } from './invoice-card';
import { InvoiceItems } from './invoice-items';
import { InvoiceTotalsBox } from './invoice-totals-box';

interface InvoiceFormProps {
  /** The invoice being edited, or none for a new one. */
  invoiceId?: number;
  clients: readonly InvoiceClient[];
  defaults: InvoiceFormValues;
}

/** The add and edit pages' form: client, dates, the lines, discount and tax, totals live. */
export function InvoiceForm({ invoiceId, clients, defaults }: InvoiceFormProps) {
  const { t } = useTranslation('demo-invoice');
  const schema = useMemo(() => invoiceFormSchema(t), [t]);
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { errors } = formState;
  const clientEmail = useWatch({ control, name: 'client' });
  const client = clients.find((candidate) => candidate.companyEmail === clientEmail);
  const onSubmit = handleSubmit(() => {
    notify({
      type: 'success',
      message: invoiceId ? t('form.updated', { id: invoiceId }) : t('form.created'),
    });
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
      <div className="col-12 col-xl-9">
        <div className="card">
          <div className="card-body invoice-card-section d-flex flex-wrap justify-content-between gap-3">
            <SenderBlock />
            <div className="d-grid gap-0" style={{ minWidth: '14rem' }}>
              <p className="h5 mb-2">
                {invoiceId ? `${t('preview.invoice')} #${invoiceId}` : t('form.newInvoice')}
              </p>
              <TextField
                label={t('preview.issued')}
                type="date"
                error={errors.issuedDate}
                {...register('issuedDate')}
              />
              <TextField
                label={t('preview.due')}
                type="date"
                error={errors.dueDate}
                {...register('dueDate')}
              />
            </div>
          </div>
          <div className="card-body invoice-card-section row g-3 mx-0">
            <div className="col-12 col-md-6 ps-0">
              <FormField label={t('form.client')} error={errors.client}>
                {(described, invalid) => (
                  <select
                    {...described}
                    {...register('client')}
                    className={`form-select ${invalid ? 'is-invalid' : ''}`}
                  >
                    <option value="">{t('form.chooseClient')}</option>
                    {clients.map((option) => (
                      <option key={option.companyEmail} value={option.companyEmail}>
                        {option.name} ({option.company})
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {client && (
                <address className="mb-0 invoice-shrink" aria-label={t('form.clientDetails')}>
                  <span className="d-block">{client.company}</span>
                  <span className="d-block">{client.address}</span>
                  <span className="d-block">{client.contact}</span>
                  <span className="d-block">{client.companyEmail}</span>
                </address>
              )}
            </div>
            <div className="col-12 col-md-6 ps-0">
              <TextField
                label={t('form.salesperson')}
                error={errors.salesperson}
                {...register('salesperson')}
              />
              <div className="row g-2">
                <div className="col-6">
                  <TextField
                    label={t('form.discount')}
                    type="number"
                    min="0"
                    max="100"
                    step="0.01"
                    error={errors.discount}
                    {...register('discount', { valueAsNumber: true })}
                  />
                </div>
                <div className="col-6">
                  <TextField
                    label={t('form.tax')}
                    type="number"
                    min="0"
                    max="100"
                    step="0.01"
                    error={errors.tax}
                    {...register('tax', { valueAsNumber: true })}
                  />
                </div>
              </div>
            </div>
          </div>
          <div className="card-body invoice-card-section">
            <InvoiceItems control={control} register={register} errors={errors} />
          </div>
          <div className="card-body invoice-card-section d-flex justify-content-end">
            <InvoiceTotalsBox control={control} />
          </div>
          <div className="card-body invoice-card-section">
            <FormField label={t('form.note')} error={errors.note} className="mb-0">
              {(described) => (
                <textarea {...described} {...register('note')} rows={2} className="form-control" />
              )}
            </FormField>
          </div>
        </div>
      </div>
      <div className="col-12 col-xl-3">
        <div className="card">
          <div className="card-body d-grid gap-2">
            <button type="submit" className="btn btn-primary">
              {t('form.save')}
            </button>
            {invoiceId ? (
              <Link to={`/apps/invoice/preview/${invoiceId}`} className="btn btn-outline-secondary">
                {t('form.preview')}
              </Link>
            ) : (
              <Link to="/apps/invoice/list" className="btn btn-outline-secondary">
                {t('form.cancel')}
              </Link>
            )}
            <p className="small text-body-secondary mb-0">{t('form.demoNote')}</p>
          </div>
        </div>
      </div>
    </form>
  );
}
