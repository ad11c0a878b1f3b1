import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

interface MiscPageProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Replaces the default "Back to home" action. */
  actions?: ReactNode;
}

/** The common frame of the misc pages: one message and a way out. */
export function MiscPage({ icon: Icon, title, text, actions }: MiscPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="misc-wrapper">
      <div className="misc-inner">
        <Icon className="misc-icon" size={72} strokeWidth={1.5} aria-hidden="true" />
        <h1 className="h2 mb-2">{title}</h1>
        <p className="mb-4 text-body-secondary">{text}</p>
        <div className="misc-actions">
          {actions ?? (
            <Link to="/" className="btn btn-primary">
              {t('misc.backHome')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
