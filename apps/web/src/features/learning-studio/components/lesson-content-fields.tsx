import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lesson, Material } from '@pamoja/contract/lessons';
import { TextField } from '../../../shared/forms/form-field';
import type { LessonValues } from '../lib/lesson-values';
import { MarkdownField } from './markdown-field';
import { MaterialChoice } from './material-choice';
import { MaterialUpload } from './material-upload';
import { QuizBuilder } from './quiz-builder';

interface Props {
  form: UseFormReturn<LessonValues>;
  lesson?: Lesson;
}

/** The content editor of the chosen type. */
export function LessonContentFields({ form, lesson }: Props) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<Material[]>([]);
  const materials = [
    ...(lesson?.materials ?? []),
    ...uploaded.filter((one) => !lesson?.materials.some((m) => m.id === one.id)),
  ];
  const type = form.watch('type');
  const errors = form.formState.errors.content;
  const onUploaded = (material: Material) => {
    setUploaded((list) => [...list, material]);
    form.setValue('content.fileId', material.id, { shouldDirty: true });
  };
  const markdown = (label: string) => (
    <MarkdownField
      label={label}
      error={errors?.markdown}
      value={form.watch('content.markdown')}
      {...form.register('content.markdown')}
    />
  );

  if (type === 'TEXT') return markdown(t('studio.lesson.text'));
  if (type === 'QUIZ') return <QuizBuilder form={form} />;
  if (type === 'FILE')
    return (
      <>
        <MaterialUpload
          lessonId={lesson?.id}
          accept="application/pdf,image/png,image/jpeg,image/webp"
          onUploaded={onUploaded}
        />
        <MaterialChoice form={form} materials={materials} />
        {markdown(t('studio.lesson.notes'))}
      </>
    );
  const source = form.watch('videoSource');
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('studio.lesson.videoSource')}</legend>
        {(['url', 'file'] as const).map((one) => (
          <div key={one} className="form-check form-check-inline">
            <input
              id={`video-${one}`}
              type="radio"
              value={one}
              className="form-check-input"
              {...form.register('videoSource')}
            />
            <label className="form-check-label" htmlFor={`video-${one}`}>
              {t(`studio.lesson.video.${one}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {source === 'url' ? (
        <TextField
          type="url"
          label={t('studio.lesson.videoUrl')}
          error={errors?.url}
          {...form.register('content.url')}
        />
      ) : (
        <>
          <MaterialUpload
            lessonId={lesson?.id}
            accept="application/pdf,image/png,image/jpeg,image/webp"
            onUploaded={onUploaded}
          />
          <MaterialChoice form={form} materials={materials} />
        </>
      )}
    </>
  );
}
