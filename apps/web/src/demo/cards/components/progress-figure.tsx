import { useId } from 'react';
import type { Tone } from './avatar';
import '../cards.scss';

interface ProgressFigureProps {
  label: string;
  /** 0–100. */
  value: number;
  /** What is written beside the label ("54.4%", "$24,000"). */
  text: string;
  tone?: Tone;
}

/** A labelled bar: the progress bar is named by its label and says its value itself. */
export function ProgressFigure({ label, value, text, tone = 'primary' }: ProgressFigureProps) {
  const id = useId();
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div>
      <div className="d-flex justify-content-between gap-2 small mb-1">
        <span id={id}>{label}</span>
        <span className="fw-semibold text-body-emphasis">{text}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-labelledby={id}
        aria-valuenow={Math.round(clamped)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={text}
        style={{ height: '0.375rem' }}
      >
        <div className={`progress-bar bg-${tone}`} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
