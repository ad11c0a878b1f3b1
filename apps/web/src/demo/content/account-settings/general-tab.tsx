import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { AccountSetting } from '../../mock/schemas/account-setting-schema';
import { useFieldError } from '../lib/use-field-error';
import { generalSchema } from './settings-schemas';
import type { GeneralValues } from './settings-schemas';
import { useSaveSection } from './use-save-section';

// The crop dialog (and its cropper) comes with the first picture chosen.
const AvatarCropDialog = lazy(async () => ({
  default: (await import('./avatar-crop-dialog')).AvatarCropDialog,
}));

/** Avatar (chosen, cropped, JPEG), username, name, e-mail, company. */
export function GeneralTab({ values }: { values: AccountSetting['general'] }) {
  const { t } = useTranslation('demo-content');
  const fieldError = useFieldError();
  const fileId = useId();
  const { save, pending } = useSaveSection();
  const [source, setSource] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, control, reset } = useForm<GeneralValues>({
    resolver: zodResolver(generalSchema),
    defaultValues: values,
  });
  const { errors } = formState;
  const avatar = useWatch({ control, name: 'avatar' });

  useEffect(() => {
    if (!source) return undefined;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const submit = handleSubmit((general) => save({ section: 'general', values: general }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="pt-3">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <img
          src={avatar}
          alt={t('settings.avatarAlt')}
          width={96}
          height={96}
          className="rounded settings-avatar"
        />
        <div>
          <label htmlFor={fileId} className="btn btn-primary btn-sm mb-0">
            {t('settings.upload')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="visually-hidden-focusable-input"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) setSource(URL.createObjectURL(file));
              event.target.value = '';
            }}
          />
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm ms-2"
            onClick={() => setValue('avatar', values.avatar, { shouldDirty: true })}
          >
            {t('settings.resetAvatar')}
          </button>
          <p id={`${fileId}-hint`} className="form-text mb-0">
            {t('settings.avatarHint')}
          </p>
        </div>
      </div>
      <div className="row g-0 column-gap-3">
        <div className="col-md">
          <TextField
            label={t('settings.username')}
            autoComplete="username"
            error={fieldError(errors.username)}
            {...register('username')}
          />
        </div>
        <div className="col-md">
          <TextField
            label={t('settings.fullName')}
            autoComplete="name"
            error={fieldError(errors.fullName)}
            {...register('fullName')}
          />
        </div>
      </div>
      <div className="row g-0 column-gap-3">
        <div className="col-md">
          <TextField
            label={t('settings.email')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email)}
            {...register('email')}
          />
        </div>
        <div className="col-md">
          <TextField
            label={t('settings.company')}
            autoComplete="organization"
            error={fieldError(errors.company)}
            {...register('company')}
          />
        </div>
      </div>
      <div className="d-flex gap-2">
        <SubmitButton pending={pending} pendingLabel={t('settings.saving')}>
          {t('settings.save')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={() => reset(values)}>
          {t('settings.discard')}
        </button>
      </div>
      {source !== null && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            source={source}
            onCropped={(jpeg) => setValue('avatar', jpeg, { shouldDirty: true })}
            onClose={() => setSource(null)}
          />
        </Suspense>
      )}
    </form>
  );
}
