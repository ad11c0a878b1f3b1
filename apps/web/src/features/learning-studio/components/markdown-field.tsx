import { useState } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field';
import { MarkdownPreview } from './markdown-preview';

type MarkdownFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: FieldError;
  /** The current text, for the preview. */
  value: string;
  ref?: React.Ref<HTMLTextAreaElement>;
};

/** A Markdown textarea with its preview one toggle away. */
export function MarkdownField({ label, error, value, ref, ...textarea }: MarkdownFieldProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  return (
    <FormField label={label} error={error} hint={t('studio.markdownHint')}>
      {(control, invalid) => (
        <>
          <textarea
            {...textarea}
            {...control}
            ref={ref}
            rows={textarea.rows ?? 6}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
          <button
            type="button"
            className="btn btn-link btn-sm px-0"
            aria-pressed={preview}
            onClick={() => setPreview((shown) => !shown)}
          >
            {t(preview ? 'studio.hidePreview' : 'studio.showPreview')}
          </button>
          {preview && (
            <section className="border rounded p-3" aria-label={t('studio.preview')}>
              {value.trim() === '' ? (
                <p className="text-body-secondary mb-0">{t('studio.previewEmpty')}</p>
              ) : (
                <MarkdownPreview markdown={value} />
              )}
            </section>
          )}
        </>
      )}
    </FormField>
  );
}
