import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MiscIllustration } from './misc-illustration';
import '../misc.scss';

interface MiscPageProps {
  icon: LucideIcon;
  title: string;
  /** After the title, hidden from screen readers (the template's 🚀, 🔐, 🛠…). */
  emoji?: string;
  text: string;
  /** Between the text and the actions (the coming-soon page's subscribe form). */
  children?: ReactNode;
  /** Replaces the default "Back to home" action. */
  actions?: ReactNode;
}

/** The common frame of the misc pages: one message, a picture and a way out. */
export function MiscPage({ icon, title, emoji, text, children, actions }: MiscPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="misc-wrapper">
      <div className="misc-inner">
        <h1 className="h2 mb-2">
          {title} {emoji && <span aria-hidden="true">{emoji}</span>}
        </h1>
        <p className="mb-4 text-body-secondary">{text}</p>
        {children}
        <div className="misc-actions mb-4">
          {actions ?? (
            <Link to="/" className="btn btn-primary">
              {t('misc.backHome')}
            </Link>
          )}
        </div>
        <MiscIllustration icon={icon} />
      </div>
    </div>
  );
}
