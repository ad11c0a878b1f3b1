import { useTranslation } from 'react-i18next';

interface ProgressBarProps {
  percent: number;
  /** What the bar measures, for screen readers ("Saving basics"). */
  label: string;
}

/** How far through a course, as a bar with its number. */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="d-flex align-items-center gap-2">
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={t('learning.progress.of', { title: label })}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${value}%` }} />
      </div>
      <span className="small text-body-secondary">{t('learning.progress.percent', { value })}</span>
    </div>
  );
}
