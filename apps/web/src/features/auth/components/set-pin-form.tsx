import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createPinRequest } from '@pamoja/contract/auth';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useCreatePin } from '../api/create-pin';

type PinInput = z.input<typeof createPinRequest>;
type PinOutput = z.output<typeof createPinRequest>;

// A PIN is a secret: masked, digits keyboard, never offered by autofill.
const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 4,
} as const;

export function SetPinForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const mutation = useCreatePin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PinInput, unknown, PinOutput>({
    resolver: zodResolver(createPinRequest),
    mode: 'onTouched',
    defaultValues: { pin: '', confirmPin: '' },
  });

  // Success updates the session; the /set-pin guard then moves on.
  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { userId, ...values },
      { onError: (error) => showFormError(error, setError, { fields: ['pin', 'confirmPin'] }) },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit}>
      <TextField
        {...PIN_INPUT}
        label={t('auth.setPin.pin')}
        hint={t('auth.setPin.pinHint')}
        error={errors.pin}
        {...register('pin')}
      />
      <TextField
        {...PIN_INPUT}
        label={t('auth.setPin.confirmPin')}
        error={errors.confirmPin}
        {...register('confirmPin')}
      />
      <SubmitButton
        pending={mutation.isPending}
        className="btn btn-primary w-100"
        pendingLabel={t('auth.setPin.submitting')}
      >
        {t('auth.setPin.submit')}
      </SubmitButton>
    </form>
  );
}
