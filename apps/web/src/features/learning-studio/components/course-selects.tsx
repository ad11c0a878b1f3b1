import type { Ref, SelectHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { courseLevels } from '@pamoja/contract/courses';
import { FormField } from '../../../shared/forms/form-field';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  error?: FieldError;
  ref?: Ref<HTMLSelectElement>;
};

const LANGUAGES = ['en', 'sw', 'fr'] as const;

function Select({
  label,
  options,
  error,
  ref,
  ...select
}: SelectProps & {
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FormField label={label} error={error} className="">
      {(control, invalid) => (
        <select
          {...select}
          {...control}
          ref={ref}
          className={`form-select ${invalid ? 'is-invalid' : ''}`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function LevelSelect(props: SelectProps) {
  const { t } = useTranslation();
  const options = courseLevels.map((level) => ({
    value: level,
    label: t(`studio.level.${level}`),
  }));
  return <Select {...props} label={t('studio.field.level')} options={options} />;
}

/** The language the course is taught in (the app's three). */
export function LanguageSelect(props: SelectProps) {
  const { t } = useTranslation();
  const options = LANGUAGES.map((code) => ({ value: code, label: t(`studio.language.${code}`) }));
  return <Select {...props} label={t('studio.field.language')} options={options} />;
}
