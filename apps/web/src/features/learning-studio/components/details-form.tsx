import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { courseChanges } from '@pamoja/contract/courses';
import type { CourseDetail } from '@pamoja/contract/courses';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useUpdateCourse } from '../api/update-course';
import { DETAIL_FIELDS, detailsOf, lessonsOf } from '../lib/details-values';
import type { DetailsInput, DetailsOutput } from '../lib/details-values';
import { CompletionRuleFields } from './completion-rule-fields';
import { LanguageSelect, LevelSelect } from './course-selects';
import { MarkdownField } from './markdown-field';
import { ThumbnailField } from './thumbnail-field';

/** The Details tab: what the catalogue shows and when a learner has completed the course. */
export function DetailsForm({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const update = useUpdateCourse();
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(courseChanges),
    defaultValues: detailsOf(course),
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const thumbnail = useWatch({ control: form.control, name: 'thumbnailFileId' }) ?? null;
  const submit = form.handleSubmit((changes) =>
    update.mutate(
      { id: course.id, changes },
      {
        onSuccess: (saved) => form.reset(detailsOf({ ...course, ...saved })),
        onError: (error) =>
          showFormError(error, form.setError, {
            fields: DETAIL_FIELDS,
            codes: { UNKNOWN_LESSONS: 'completionRule.requiredLessons' },
          }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('studio.tabs.details')}>
      <div className="row g-3">
        <div className="col-lg-8">
          <TextField
            label={t('studio.field.title')}
            error={errors.title}
            {...form.register('title')}
          />
        </div>
        <div className="col-lg-4 mb-3">
          <p className="form-label mb-1">{t('studio.field.slug')}</p>
          <p className="text-break mb-0">
            <code>{course.slug}</code>
          </p>
          <p className="form-text mt-0">{t('studio.slugHint')}</p>
        </div>
      </div>
      <TextField
        label={t('studio.field.summary')}
        error={errors.summary}
        {...form.register('summary')}
      />
      <MarkdownField
        label={t('studio.field.description')}
        error={errors.description}
        value={description}
        {...form.register('description')}
      />
      <div className="row g-3 mb-3">
        <div className="col-sm-6 col-lg-3">
          <TextField
            label={t('studio.field.category')}
            error={errors.category}
            {...form.register('category')}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <LevelSelect error={errors.level} {...form.register('level')} />
        </div>
        <div className="col-sm-6 col-lg-3">
          <LanguageSelect error={errors.language} {...form.register('language')} />
        </div>
        <div className="col-sm-6 col-lg-3">
          <TextField
            type="number"
            min={0}
            label={t('studio.field.estimatedMinutes')}
            error={errors.estimatedMinutes}
            {...form.register('estimatedMinutes', { valueAsNumber: true })}
          />
        </div>
      </div>
      <ThumbnailField
        fileId={thumbnail}
        onChange={(id) => form.setValue('thumbnailFileId', id, { shouldDirty: true })}
      />
      <CompletionRuleFields form={form} lessons={lessonsOf(course)} />
      <SubmitButton pending={update.isPending} pendingLabel={t('studio.saving')}>
        {t('studio.saveDetails')}
      </SubmitButton>
    </form>
  );
}
