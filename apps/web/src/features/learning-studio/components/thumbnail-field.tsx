import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileImage } from '../../../shared/files/file-image';
import { useUploadFile } from '../../../shared/files/upload-file';
import { isHttpError } from '../../../shared/http/http-error';

interface Props {
  fileId: string | null;
  onChange: (fileId: string | null) => void;
}

/** The course picture: uploaded to the main service's files, the course keeps its id. */
export function ThumbnailField({ fileId, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadFile();
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {t('studio.field.thumbnail')}
      </label>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <FileImage
          fileId={fileId}
          alt={t('studio.thumbnailAlt')}
          className="studio-thumb rounded border"
          placeholder={<span className="small text-body-secondary">{t('studio.noThumbnail')}</span>}
        />
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="form-control w-auto"
          aria-describedby={upload.isError ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file, { onSuccess: (body) => onChange(body.data.id) });
          }}
        />
        {fileId && (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => onChange(null)}
          >
            {t('studio.removeThumbnail')}
          </button>
        )}
      </div>
      {upload.isPending && (
        <p role="status" className="small mt-1 mb-0">
          {t('studio.uploading')}
        </p>
      )}
      {upload.isError && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {isHttpError(upload.error) ? upload.error.text : t('common.loadFailed')}
        </div>
      )}
    </div>
  );
}
