import { useId } from 'react';
import type { ReactNode } from 'react';

interface ShowcaseCardProps {
  title: string;
  /** What the example shows, said under the title. */
  description?: ReactNode;
  /** Controls at the title's end (export buttons, a language choice). */
  actions?: ReactNode;
  /** Spans the page's two columns (tables, wide forms). */
  wide?: boolean;
  children: ReactNode;
}

/** One live example: a section named by its title. */
export function ShowcaseCard({ title, description, actions, wide, children }: ShowcaseCardProps) {
  const id = useId();
  return (
    <section className={`card showcase-card ${wide ? 'showcase-wide' : ''}`} aria-labelledby={id}>
      <div className="card-header d-flex flex-wrap align-items-start justify-content-between gap-2">
        <div className="showcase-shrink">
          <h2 id={id} className="card-title h5 mb-0">
            {title}
          </h2>
          {description && <p className="small text-body-secondary mb-0 mt-1">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
