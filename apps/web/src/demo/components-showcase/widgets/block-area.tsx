import type { ReactNode } from 'react';
import './block-area.scss';

interface BlockAreaProps {
  blocked: boolean;
  /** Said on the overlay and to screen readers. */
  message: string;
  /** A loader other than the spinner. */
  loader?: ReactNode;
  /** The overlay's colour class (the dark one by default). */
  tone?: string;
  children: ReactNode;
}

/**
 * Covers its content while `blocked`: the content is inert (no focus, no clicks) and busy, and
 * the overlay says why.
 */
export function BlockArea({
  blocked,
  message,
  loader,
  tone = 'block-dark',
  children,
}: BlockAreaProps) {
  return (
    <div className="block-area" aria-busy={blocked}>
      <div inert={blocked}>{children}</div>
      {blocked && (
        <div className={`block-overlay ${tone}`} role="status">
          {loader ?? <span className="spinner-border" aria-hidden="true" />}
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}
