import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePinRequest } from '@pamoja/contract/auth';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useChangePin } from '../api/change-pin';

type ChangePinInput = z.input<typeof changePinRequest>;
type ChangePinOutput = z.output<typeof changePinRequest>;

const FIELDS = ['currentPin', 'pin', 'confirmPin'] as const;
// "Wrong PIN. 3 attempts left." is about the current PIN; a lock (423) is a notification.
const CODE_FIELDS = { WRONG_PIN: 'currentPin' } as const;
const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 4,
} as const;

export function ChangePinForm() {
  const { t } = useTranslation();
  const mutation = useChangePin();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePinInput, unknown, ChangePinOutput>({
    resolver: zodResolver(changePinRequest),
    mode: 'onTouched',
    defaultValues: { currentPin: '', pin: '', confirmPin: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      // PINs never stay on screen longer than needed.
      onSuccess: () => reset(),
      onError: (error) => showFormError(error, setError, { fields: FIELDS, codes: CODE_FIELDS }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-pin-title">
      <h2 id="change-pin-title" className="h5 mb-1">
        {t('profile.pin.title')}
      </h2>
      <p className="text-body-secondary">{t('profile.pin.intro')}</p>
      <div className="row g-3">
        <div className="col-md-4">
          <TextField
            {...PIN_INPUT}
            label={t('profile.pin.currentPin')}
            error={errors.currentPin}
            {...register('currentPin')}
          />
        </div>
        <div className="col-md-4">
          <TextField
            {...PIN_INPUT}
            label={t('profile.pin.pin')}
            error={errors.pin}
            {...register('pin')}
          />
        </div>
        <div className="col-md-4">
          <TextField
            {...PIN_INPUT}
            label={t('profile.pin.confirmPin')}
            error={errors.confirmPin}
            {...register('confirmPin')}
          />
        </div>
      </div>
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t('profile.saving')}
        className="btn btn-primary"
      >
        {t('profile.pin.submit')}
      </SubmitButton>
    </form>
  );
}
