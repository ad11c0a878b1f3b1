import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordResetRequest } from '@pamoja/contract/auth';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useRequestPasswordReset } from '../api/request-password-reset';

type ForgotInput = z.input<typeof passwordResetRequest>;
type ForgotOutput = z.output<typeof passwordResetRequest>;

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotInput, unknown, ForgotOutput>({
    resolver: zodResolver(passwordResetRequest),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => onSent(values.email),
      onError: (error) => showFormError(error, setError, { fields: ['email'] }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField
        label={t('auth.forgot.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email}
        {...register('email')}
      />
      <SubmitButton
        pending={mutation.isPending}
        className="btn btn-primary w-100"
        pendingLabel={t('auth.forgot.submitting')}
      >
        {t('auth.forgot.submit')}
      </SubmitButton>
    </form>
  );
}
