import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import './showcase.scss';

interface ShowcasePageProps {
  title: string;
  /** One sentence under the title: what the page shows. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A showcase page: its title (also the document's) and its examples in cards below. */
export function ShowcasePage({ title, lead, children }: ShowcasePageProps) {
  useDocumentTitle(title);
  return (
    <div className="showcase">
      <h1 className="h3 mb-1">{title}</h1>
      {lead && <p className="text-body-secondary mb-3">{lead}</p>}
      <div className="showcase-grid">{children}</div>
    </div>
  );
}
