import { useId } from 'react';
import type { ReactNode } from 'react';
import '../cards.scss';

interface DemoCardProps {
  title: string;
  /** Said under the title, smaller (the card's period, a count). */
  subtitle?: ReactNode;
  /** Controls at the title's end (a period menu). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A dashboard card: a section named by its title, with its controls beside the title. */
export function DemoCard({ title, subtitle, actions, children, className = '' }: DemoCardProps) {
  const id = useId();
  return (
    <section className={`card demo-card h-100 ${className}`} aria-labelledby={id}>
      <div className="card-header demo-card-header">
        <div className="demo-shrink">
          <h2 id={id} className="card-title h5 mb-0">
            {title}
          </h2>
          {subtitle && <p className="small text-body-secondary mb-0">{subtitle}</p>}
        </div>
        {actions}
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
