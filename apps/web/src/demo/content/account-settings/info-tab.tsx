import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { AccountSetting } from '../../mock/schemas/account-setting-schema';
import { useFieldError } from '../lib/use-field-error';
import { infoSchema } from './settings-schemas';
import type { InfoValues } from './settings-schemas';
import { useSaveSection } from './use-save-section';

/** Bio, birth date, country, website (the shared URL rule) and phone. */
export function InfoTab({ values }: { values: AccountSetting['info'] }) {
  const { t } = useTranslation('demo-content');
  const fieldError = useFieldError();
  const { save, pending } = useSaveSection();
  const { register, handleSubmit, formState } = useForm<InfoValues>({
    resolver: zodResolver(infoSchema),
    defaultValues: values,
  });
  const { errors } = formState;
  const submit = handleSubmit((info) => save({ section: 'info', values: info }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="pt-3">
      <FormField label={t('settings.bio')} error={fieldError(errors.bio)}>
        {(control, invalid) => (
          <textarea
            {...control}
            {...register('bio')}
            rows={3}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        )}
      </FormField>
      <div className="row g-0 column-gap-3">
        <div className="col-md">
          <TextField
            label={t('settings.dob')}
            type="date"
            error={fieldError(errors.dob)}
            {...register('dob')}
          />
        </div>
        <div className="col-md">
          <TextField
            label={t('settings.country')}
            autoComplete="country-name"
            error={fieldError(errors.country)}
            {...register('country')}
          />
        </div>
      </div>
      <div className="row g-0 column-gap-3">
        <div className="col-md">
          <TextField
            label={t('settings.website')}
            type="url"
            autoComplete="url"
            error={fieldError(errors.website)}
            {...register('website')}
          />
        </div>
        <div className="col-md">
          <TextField
            label={t('settings.phone')}
            type="tel"
            autoComplete="tel"
            error={fieldError(errors.phone)}
            {...register('phone')}
          />
        </div>
      </div>
      <SubmitButton pending={pending} pendingLabel={t('settings.saving')}>
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
