import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordResetConfirm } from '@pamoja/contract/auth';
import { FormField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useResetPassword } from '../api/reset-password';
import { PasswordField } from '../../../shared/forms/password-field';

type ResetInput = z.input<typeof passwordResetConfirm>;
type ResetOutput = z.output<typeof passwordResetConfirm>;

interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(passwordResetConfirm),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { token, password, confirmPassword: password },
      {
        onSuccess: onDone,
        onError: (error) =>
          showFormError(error, setError, { fields: ['password', 'confirmPassword'] }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField
        label={t('auth.reset.password')}
        error={errors.password}
        hint={t('auth.register.passwordHint')}
      >
        {(control, invalid) => (
          <PasswordField
            {...control}
            {...register('password')}
            invalid={invalid}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField label={t('auth.reset.confirmPassword')} error={errors.confirmPassword}>
        {(control, invalid) => (
          <PasswordField
            {...control}
            {...register('confirmPassword')}
            invalid={invalid}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <SubmitButton
        pending={mutation.isPending}
        className="btn btn-primary w-100"
        pendingLabel={t('auth.reset.submitting')}
      >
        {t('auth.reset.submit')}
      </SubmitButton>
    </form>
  );
}
