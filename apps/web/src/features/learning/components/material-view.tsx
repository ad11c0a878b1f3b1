import { Download, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@pamoja/contract/lessons';
import { saveDownload } from '../../../shared/files/save-download';
import { useMaterial } from '../api/get-material';
import { useObjectUrl } from '../hooks/use-object-url';

interface MaterialViewProps {
  lessonId: string;
  material: Material;
  /** `video` plays it; otherwise a PDF is previewed and anything else offered to open. */
  as: 'video' | 'document';
  onPosition?: (seconds: number) => void;
  startPosition?: number;
}

/** A lesson's material, fetched with the session's token and shown from an object URL. */
export function MaterialView({
  lessonId,
  material,
  as,
  onPosition,
  startPosition = 0,
}: MaterialViewProps) {
  const { t } = useTranslation();
  const file = useMaterial(lessonId, material.id);
  const url = useObjectUrl(file.data);
  const isPdf = material.contentType === 'application/pdf';

  if (file.isError)
    return <p className="alert alert-danger">{t('learning.player.materialFailed')}</p>;
  if (!file.data) {
    return (
      <p role="status" className="text-body-secondary d-flex align-items-center gap-2">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('learning.player.materialLoading', { name: material.name })}
      </p>
    );
  }
  if (as === 'video') {
    return (
      <video
        className="learning-media"
        controls
        preload="metadata"
        src={url ?? undefined}
        aria-label={material.name}
        onLoadedMetadata={(event) => {
          if (startPosition > 0) event.currentTarget.currentTime = startPosition;
        }}
        onTimeUpdate={(event) => onPosition?.(event.currentTarget.currentTime)}
      />
    );
  }
  const blob = file.data;
  return (
    <div className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap gap-2">
        {url && (
          <a
            className="btn btn-outline-primary d-inline-flex align-items-center gap-1"
            href={url}
            target="_blank"
            rel="noopener"
          >
            <ExternalLink size={16} aria-hidden="true" />
            {t('learning.player.open', { name: material.name })}
          </a>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
          onClick={() => saveDownload(blob, material.name)}
        >
          <Download size={16} aria-hidden="true" />
          {t('learning.player.download', { name: material.name })}
        </button>
      </div>
      {isPdf && url && (
        <object
          data={url}
          type="application/pdf"
          className="learning-pdf"
          aria-label={material.name}
        >
          <p>{t('learning.player.noPreview')}</p>
        </object>
      )}
      {material.contentType.startsWith('image/') && url && (
        <img src={url} alt={material.name} className="img-fluid" />
      )}
    </div>
  );
}
