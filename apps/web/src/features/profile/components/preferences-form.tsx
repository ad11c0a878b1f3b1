import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updatePreferencesRequest } from '@pamoja/contract/users';
import type { Preferences } from '@pamoja/contract/users';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { LANGUAGES } from '../../../shared/i18n/i18n';
import { useUpdatePreferences } from '../api/update-preferences';

type PreferencesInput = z.input<typeof updatePreferencesRequest>;
type PreferencesOutput = z.output<typeof updatePreferencesRequest>;

const TOGGLES = [
  'emailNotifications',
  'smsNotifications',
  'pushNotifications',
  'marketing',
] as const;

export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const mutation = useUpdatePreferences();
  const { userId, ...initial } = preferences;
  const { register, handleSubmit, setError } = useForm<
    PreferencesInput,
    unknown,
    PreferencesOutput
  >({ resolver: zodResolver(updatePreferencesRequest), defaultValues: initial });

  const onSubmit = handleSubmit((changes) =>
    mutation.mutate(
      { userId, changes },
      {
        // The chosen language is the person's language: the app follows it at once.
        onSuccess: ({ data }) => {
          if (data.language !== i18n.language) void i18n.changeLanguage(data.language);
        },
        onError: (error) => showFormError(error, setError, { fields: ['language', ...TOGGLES] }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="preferences-title">
      <h2 id="preferences-title" className="h5 mb-3">
        {t('profile.preferences.title')}
      </h2>
      <div className="mb-3 profile-narrow">
        <label className="form-label" htmlFor={`${ids}-language`}>
          {t('profile.preferences.language')}
        </label>
        <select id={`${ids}-language`} className="form-select" {...register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('profile.preferences.notifications')}</legend>
        {TOGGLES.map((name) => (
          <div key={name} className="form-check form-switch">
            <input
              id={`${ids}-${name}`}
              type="checkbox"
              role="switch"
              className="form-check-input"
              {...register(name)}
            />
            <label className="form-check-label" htmlFor={`${ids}-${name}`}>
              {t(`profile.preferences.${name}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t('profile.saving')}
        className="btn btn-primary"
      >
        {t('profile.preferences.save')}
      </SubmitButton>
    </form>
  );
}
