import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pictures only, and small enough for a post's header. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

interface FeaturedImageProps {
  /** The picture the post has now. */
  current: string;
}

/** Chooses the post's picture and previews it before anything is saved. */
export function FeaturedImage({ current }: FeaturedImageProps) {
  const { t } = useTranslation('demo-content');
  const id = useId();
  const [preview, setPreview] = useState(current);
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  // An object URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview.startsWith('blob:')) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(t('edit.imageType'));
    if (file.size > MAX_IMAGE_BYTES) return setError(t('edit.imageSize'));
    setError('');
    setName(file.name);
    setPreview(URL.createObjectURL(file));
  };

  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-1 fs-6 mb-0">{t('edit.featuredImage')}</legend>
      <div className="d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
        <img
          src={preview}
          alt={t('edit.preview')}
          width={170}
          height={110}
          className="rounded blog-thumb"
        />
        <div className="flex-grow-1">
          <label htmlFor={id} className="form-label">
            {t('edit.chooseImage')}
          </label>
          <input
            id={id}
            type="file"
            accept="image/*"
            className={`form-control ${error ? 'is-invalid' : ''}`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {error && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
          <div id={`${id}-hint`} className="form-text">
            {name ? t('edit.chosen', { name }) : t('edit.imageHint')}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
