import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { registerRequest } from '@pamoja/contract/auth';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useRegister } from '../api/register';
import { PasswordField } from '../../../shared/forms/password-field';

type RegisterInput = z.input<typeof registerRequest>;
type RegisterOutput = z.output<typeof registerRequest>;

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'password'] as const;
// Conflicts name no field in `details`, but each clearly belongs to one.
const CODE_FIELDS = { EMAIL_TAKEN: 'email', PHONE_TAKEN: 'phoneNumber' } as const;

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const mutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerRequest),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => onRegistered(values.email),
      onError: (error) => showFormError(error, setError, { fields: FIELDS, codes: CODE_FIELDS }),
    }),
  );

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <div className="row g-2">
        <div className="col-sm-6">
          <TextField
            label={t('auth.register.firstName')}
            autoComplete="given-name"
            error={errors.firstName}
            {...register('firstName')}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            label={t('auth.register.lastName')}
            autoComplete="family-name"
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
      </div>
      <TextField
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email}
        {...register('email')}
      />
      <TextField
        label={t('auth.register.phoneNumber')}
        type="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        error={errors.phoneNumber}
        {...register('phoneNumber')}
      />
      <FormField
        label={t('auth.register.password')}
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
      <SubmitButton
        pending={mutation.isPending}
        className="btn btn-primary w-100"
        pendingLabel={t('auth.register.submitting')}
      >
        {t('auth.register.submit')}
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.signIn')}</Link>
      </p>
    </form>
  );
}
