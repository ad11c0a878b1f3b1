import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Material } from '@pamoja/contract/lessons';
import { FormField } from '../../../shared/forms/form-field';
import type { LessonValues } from '../lib/lesson-values';

/** Which of the lesson's uploaded files the lesson shows. */
export function MaterialChoice({
  form,
  materials,
}: {
  form: UseFormReturn<LessonValues>;
  materials: readonly Material[];
}) {
  const { t } = useTranslation();
  // Controlled: a just-uploaded file's option appears in the same render as its choice.
  const value = useWatch({ control: form.control, name: 'content.fileId' });
  return (
    <FormField label={t('studio.material.choose')} error={form.formState.errors.content?.fileId}>
      {(control, invalid) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            form.setValue('content.fileId', event.target.value, { shouldDirty: true })
          }
          className={`form-select ${invalid ? 'is-invalid' : ''}`}
        >
          <option value="">{t('studio.material.none')}</option>
          {materials.map((material) => (
            <option key={material.id} value={material.id}>
              {material.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
