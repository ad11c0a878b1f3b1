import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Code } from 'lucide-react';

interface ExampleCardProps {
  title: string;
  /** One sentence on what the example shows or how to use it. */
  description?: ReactNode;
  /** The example's markup, shown on demand for readers who want to copy it. */
  code?: string;
  /** A wide example takes the whole row on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/** One live example of a showcase page: a titled card, with its code one click away. */
export function ExampleCard({ title, description, code, wide, children }: ExampleCardProps) {
  const { t } = useTranslation('demo-ui');
  const id = useId();
  const [showCode, setShowCode] = useState(false);
  return (
    <section
      className={`card showcase-card${wide ? ' showcase-card-wide' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <div className="card-header showcase-card-header">
        <h2 id={`${id}-title`} className="h5 mb-0">
          {title}
        </h2>
        {code && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
            aria-expanded={showCode}
            aria-controls={`${id}-code`}
            onClick={() => setShowCode(!showCode)}
          >
            <Code size={14} aria-hidden="true" />
            {t(showCode ? 'frame.hideCode' : 'frame.showCode')}
            <span className="visually-hidden">: {title}</span>
          </button>
        )}
      </div>
      <div className="card-body">
        {description && <p className="card-text text-body-secondary">{description}</p>}
        {children}
        {code && (
          <pre
            id={`${id}-code`}
            className="showcase-code mt-3 mb-0"
            hidden={!showCode}
            tabIndex={0}
          >
            <code>{code}</code>
          </pre>
        )}
      </div>
    </section>
  );
}
