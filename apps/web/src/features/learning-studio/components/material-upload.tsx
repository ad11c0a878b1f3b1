import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@pamoja/contract/lessons';
import { isHttpError } from '../../../shared/http/http-error';
import { uploadMaterial } from '../api/upload-material';
import { useRefreshCourse } from '../api/refresh-course';
import { UploadProgress } from './upload-progress';

interface Props {
  /** Materials belong to a saved lesson: none before it exists. */
  lessonId: string | undefined;
  accept: string;
  onUploaded: (material: Material) => void;
}

/** A file for a lesson (PDF up to 20 MB, images up to 5 MB), with its progress as it goes. */
export function MaterialUpload({ lessonId, accept, onUploaded }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshCourse();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!lessonId)
    return <p className="small text-body-secondary">{t('studio.material.saveFirst')}</p>;

  const send = (file: File) => {
    setError(null);
    setProgress({ name: file.name, percent: 0 });
    uploadMaterial(lessonId, file, (percent) => setProgress({ name: file.name, percent }))
      .then((material) => {
        setProgress(null);
        onUploaded(material);
        void refresh();
      })
      .catch((failure: unknown) => {
        setProgress(null);
        setError(isHttpError(failure) ? failure.text : t('common.loadFailed'));
      });
  };

  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('studio.material.upload')}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className={`form-control ${error ? 'is-invalid' : ''}`}
        disabled={progress !== null}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) send(file);
          event.target.value = '';
        }}
      />
      <div id={`${id}-hint`} className="form-text">
        {t('studio.material.hint')}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      {progress && <UploadProgress name={progress.name} percent={progress.percent} />}
    </div>
  );
}
