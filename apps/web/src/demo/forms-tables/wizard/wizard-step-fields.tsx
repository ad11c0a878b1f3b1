import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '../../../shared/forms/form-field';
import type { WizardField, WizardValues } from './wizard-schema';

const COUNTRIES = ['KE', 'TZ', 'UG', 'RW', 'FR'] as const;

const TYPES: Partial<Record<WizardField, string>> = {
  email: 'email',
  password: 'password',
  confirm: 'password',
  twitter: 'url',
  linkedin: 'url',
};

const FIELDS = {
  account: ['username', 'email', 'password', 'confirm'],
  personal: ['firstName', 'lastName'],
  address: ['address', 'city', 'postcode'],
  social: ['twitter', 'linkedin'],
} as const;

/** The current step's fields in two columns (one on phones). */
export function WizardStepFields({
  step,
  form,
}: {
  step: keyof typeof FIELDS;
  form: UseFormReturn<WizardValues>;
}) {
  const { t } = useTranslation('demo-forms');
  const { errors } = form.formState;
  return (
    <div className="row g-0 column-gap-3 wizard-fields">
      {FIELDS[step].map((name) => (
        <div key={name} className="col-md">
          <TextField
            label={t(`wizard.fields.${name}`)}
            type={TYPES[name] ?? 'text'}
            error={errors[name]}
            autoComplete={name === 'password' || name === 'confirm' ? 'new-password' : 'off'}
            inputMode={name === 'postcode' ? 'numeric' : undefined}
            {...form.register(name)}
          />
        </div>
      ))}
      {step === 'personal' && (
        <div className="col-md">
          <FormField label={t('wizard.fields.country')} error={errors.country}>
            {(control, invalid) => (
              <select
                {...control}
                {...form.register('country')}
                className={`form-select ${invalid ? 'is-invalid' : ''}`}
              >
                <option value="">{t('wizard.choose')}</option>
                {COUNTRIES.map((code) => (
                  <option key={code} value={code}>
                    {t(`wizard.countries.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
    </div>
  );
}
