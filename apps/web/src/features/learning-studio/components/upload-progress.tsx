import { useTranslation } from 'react-i18next';
import '../learning-studio.scss';

/** How far an upload has gone, read out as a progress bar. */
export function UploadProgress({ name, percent }: { name: string; percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2">
      <div className="small mb-1 text-break">
        {t('studio.material.uploadingFile', { name, percent })}
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('studio.material.progress', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
