import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { airtimeReceiptRequest } from '@pamoja/contract/airtime';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSendReceipt } from '../api/send-receipt';

const { email } = airtimeReceiptRequest.shape;

// "Another address" needs one; "my e-mail" sends none and the server uses the account's.
const receiptFormSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('me'), email: z.string() }),
  z.object({ to: z.literal('other'), email: email.unwrap() }),
]);
type ReceiptFormInput = z.input<typeof receiptFormSchema>;

/** E-mails the purchase's receipt to the owner, or to an address they type. */
export function ReceiptForm({ transactionId }: { transactionId: string }) {
  const { t } = useTranslation();
  const ownEmail = useSessionStore((state) => state.userData?.email ?? '');
  const mutation = useSendReceipt();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const id = useId();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ReceiptFormInput>({
    resolver: zodResolver(receiptFormSchema),
    defaultValues: { to: 'me', email: '' },
  });
  const to = useWatch({ control, name: 'to' });

  const onSubmit = handleSubmit((values) => {
    setSentTo(null);
    const body = values.to === 'other' ? { transactionId, email: values.email } : { transactionId };
    mutation.mutate(body, {
      onSuccess: ({ data }) => setSentTo(data.email),
      onError: (error) => showFormError(error, setError, { fields: ['email'] }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="mt-3">
      <h3 id={`${id}-title`} className="h6">
        {t('airtime.receipt.title')}
      </h3>
      <fieldset className="mb-2">
        <legend className="visually-hidden">{t('airtime.receipt.to')}</legend>
        <div className="form-check">
          <input
            id={`${id}-me`}
            className="form-check-input"
            type="radio"
            value="me"
            {...register('to')}
          />
          <label className="form-check-label" htmlFor={`${id}-me`}>
            {t('airtime.receipt.toMe', { email: ownEmail })}
          </label>
        </div>
        <div className="form-check">
          <input
            id={`${id}-other`}
            className="form-check-input"
            type="radio"
            value="other"
            {...register('to')}
          />
          <label className="form-check-label" htmlFor={`${id}-other`}>
            {t('airtime.receipt.toOther')}
          </label>
        </div>
      </fieldset>
      {to === 'other' && (
        <TextField
          label={t('airtime.receipt.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...register('email')}
        />
      )}
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t('airtime.receipt.sending')}
        className="btn btn-outline-primary"
      >
        {t('airtime.receipt.send')}
      </SubmitButton>
      <p role="status" className="text-success small mt-2 mb-0">
        {sentTo && t('airtime.receipt.sent', { email: sentTo })}
      </p>
    </form>
  );
}
