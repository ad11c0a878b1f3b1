import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { notify } from '../../../shared/notifications/notifications-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Invoice } from '../../mock/schemas/invoice-schema';

interface SendInvoiceDialogProps {
  invoice: Invoice;
  show: boolean;
  onHide: () => void;
}

/**
 * The template's "Send Invoice" sidebar as a dialog: from, to, subject and message, checked
 * here. The demo has no mail server: sending says so and sends nothing.
 */
export function SendInvoiceDialog({ invoice, show, onHide }: SendInvoiceDialogProps) {
  const { t } = useTranslation('demo-invoice');
  const schema = useMemo(
    () =>
      z.object({
        from: z.email(t('send.invalidEmail')),
        to: z.email(t('send.invalidEmail')),
        subject: z.string().trim().min(1, t('send.required')),
        message: z.string().trim().min(1, t('send.required')),
      }),
    [t],
  );
  const defaults = {
    from: 'billing@pamoja.example',
    to: invoice.client.companyEmail,
    subject: t('send.defaultSubject', { id: invoice.id }),
    message: t('send.defaultMessage', { name: invoice.client.name }),
  };
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(schema),
    values: defaults,
  });
  const { errors } = formState;
  const onSubmit = handleSubmit((values) => {
    notify({ type: 'success', message: t('send.sent', { to: values.to }) });
    onHide();
  });
  return (
    <FormDialog show={show} onHide={onHide} onExited={() => reset()} title={t('send.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label={t('send.from')} type="email" error={errors.from} {...register('from')} />
        <TextField label={t('send.to')} type="email" error={errors.to} {...register('to')} />
        <TextField label={t('send.subject')} error={errors.subject} {...register('subject')} />
        <FormField label={t('send.message')} error={errors.message}>
          {(control, invalid) => (
            <textarea
              {...control}
              {...register('message')}
              rows={5}
              className={`form-control ${invalid ? 'is-invalid' : ''}`}
            />
          )}
        </FormField>
        <p className="small text-body-secondary">{t('send.attached', { id: invoice.id })}</p>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            {t('send.submit')}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
