import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../shared/files/file-image';
import { isHttpError } from '../../../shared/http/http-error';
import { useUploadFile } from '../../../shared/files/upload-file';
import { IMAGE_ACCEPT, imageProblem, sizeText } from '../lib/image-check';
import { LocalImage } from './local-image';

interface ImageFieldProps {
  /** The uploaded file's id, or null for no picture. */
  value: string | null;
  onChange: (fileId: string | null) => void;
  /** A refusal about the picture from the product form (e.g. not usable here). */
  error?: string;
}

/**
 * The product's picture: dropped or chosen, checked here (type, 2 MB), uploaded at once, and
 * previewed from the device while the form is still open.
 */
export function ImageField({ value, onChange, error }: ImageFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const kind = imageProblem(file);
    if (kind) {
      setProblem(
        kind === 'type'
          ? t('products.image.wrongType')
          : t('products.image.tooLarge', { size: sizeText(file.size, i18n.language) }),
      );
      return;
    }
    setChosen(file);
    upload.mutate(file, {
      onSuccess: ({ data }) => onChange(data.id),
      onError: (failure) => {
        setChosen(null);
        setProblem(isHttpError(failure) ? failure.text : t('products.image.failed'));
      },
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  const message = problem ?? error;
  const alt = t('products.image.preview');
  const placeholder = <ImagePlus size={32} aria-hidden="true" className="text-body-secondary" />;

  return (
    <div className="mb-3" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="form-label d-block">
        {t('products.fields.image')}
      </span>
      <div
        className={`product-image-drop ${dragging ? 'is-dragging' : ''} ${message ? 'is-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="product-image-preview">
          {chosen ? (
            <LocalImage file={chosen} alt={alt} />
          ) : value ? (
            <FileImage fileId={value} alt={alt} placeholder={placeholder} />
          ) : (
            placeholder
          )}
        </div>
        <div className="small">
          <p className="mb-2 product-image-drop-hint">{t('products.image.drop')}</p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => input.current?.click()}
              disabled={upload.isPending}
            >
              <Upload size={14} aria-hidden="true" className="me-1" />
              {t(value ? 'products.image.replace' : 'products.image.choose')}
            </button>
            {value && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  setChosen(null);
                  setProblem(null);
                  onChange(null);
                }}
                disabled={upload.isPending}
              >
                <Trash2 size={14} aria-hidden="true" className="me-1" />
                {t('products.image.remove')}
              </button>
            )}
          </div>
          <p id={`${id}-hint`} className="form-text mb-0">
            {t('products.image.hint')}
          </p>
          {upload.isPending && (
            <p role="status" className="d-flex align-items-center gap-2 mb-0 mt-1">
              <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              {t('products.image.uploading')}
            </p>
          )}
        </div>
        <input
          ref={input}
          type="file"
          className="d-none"
          accept={IMAGE_ACCEPT}
          aria-label={t('products.fields.image')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // The same file chosen again (after a fix elsewhere) must fire again.
            event.target.value = '';
          }}
        />
      </div>
      {message && (
        <div className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
