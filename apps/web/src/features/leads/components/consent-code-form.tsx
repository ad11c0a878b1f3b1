import { useForm } from 'react-hook-form';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createLeadRequest } from '@pamoja/contract/leads';
import { TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import './consent-code-form.scss';

interface ConsentCodeFormProps {
  pending: boolean;
  /** Resolves to a message for the code field when the code was refused. */
  onSubmit: (otp: string) => Promise<string | undefined>;
}

const otpSchema = createLeadRequest.shape.otp;
interface CodeValues {
  otp: string;
}

/** The 6 digits the customer reads out; phones offer the texted code themselves. */
export function ConsentCodeForm({ pending, onSubmit }: ConsentCodeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeValues>({
    defaultValues: { otp: '' },
    resolver: (values): ResolverResult<CodeValues> => {
      const result = otpSchema.safeParse(values.otp.trim());
      if (result.success) return { values: { otp: result.data }, errors: {} };
      const errors: FieldErrors<CodeValues> = {
        otp: { type: 'schema', message: result.error.issues[0]?.message },
      };
      return { values: {}, errors };
    },
  });

  const submit = handleSubmit(async ({ otp }) => {
    const refused = await onSubmit(otp);
    if (refused) setError('otp', { type: 'server', message: refused }, { shouldFocus: true });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="consent-code-form">
      <TextField
        label={t('leads.capture.consent.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="consent-code-input"
        {...register('otp')}
        error={errors.otp}
      />
      <SubmitButton pending={pending} pendingLabel={t('leads.capture.consent.capturing')}>
        {t('leads.capture.consent.capture')}
      </SubmitButton>
    </form>
  );
}
