import { FileText, Inbox, OctagonAlert, Pencil, Send, Star, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { EMAIL_LABELS } from '../../mock/schemas/email-schema';
import type { EmailList } from '../../mock/schemas/email-schema';
import { LABEL_COLOURS, MAILBOX_FOLDERS, mailboxPath } from '../lib/mailbox-view';
import type { MailboxFolder } from '../lib/mailbox-view';

const FOLDER_ICONS: Record<MailboxFolder, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: FileText,
  starred: Star,
  spam: OctagonAlert,
  trash: Trash2,
};

// The badges of the template: unread in the inbox and spam, drafts in all.
const COUNTED: Partial<Record<MailboxFolder, keyof EmailList['emailsMeta']>> = {
  inbox: 'inbox',
  draft: 'draft',
  spam: 'spam',
};

interface EmailSidebarProps {
  id: string;
  meta: EmailList['emailsMeta'] | undefined;
  /** Shown on a phone only while true; always shown from a small desktop up. */
  open: boolean;
  onCompose: () => void;
  onNavigate: () => void;
}

export function EmailSidebar({ id, meta, open, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useTranslation('demo-email');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `email-nav-link${isActive ? ' active' : ''}`;
  return (
    <aside id={id} className={`email-sidebar${open ? ' open' : ''}`} aria-label={t('mailboxes')}>
      <div className="p-3">
        <button type="button" className="btn btn-primary w-100" onClick={onCompose}>
          <Pencil size={16} aria-hidden="true" className="me-2" />
          {t('compose.open')}
        </button>
      </div>
      <nav aria-label={t('folders.title')}>
        <ul className="list-unstyled mb-3">
          {MAILBOX_FOLDERS.map((folder) => {
            const Icon = FOLDER_ICONS[folder];
            const counted = COUNTED[folder];
            const count = counted && meta ? meta[counted] : 0;
            return (
              <li key={folder}>
                <NavLink
                  to={mailboxPath({ folder })}
                  end
                  className={linkClass}
                  onClick={onNavigate}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`folders.${folder}`)}</span>{' '}
                  {count > 0 && (
                    <span
                      className={`badge rounded-pill text-bg-${folder === 'draft' ? 'warning' : folder === 'spam' ? 'danger' : 'primary'}`}
                    >
                      {count}{' '}
                      <span className="visually-hidden">
                        {t(folder === 'draft' ? 'folders.drafts' : 'folders.unread')}
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <h2 className="email-sidebar-heading">{t('labels.title')}</h2>
      <nav aria-label={t('labels.title')}>
        <ul className="list-unstyled mb-3">
          {EMAIL_LABELS.map((label) => (
            <li key={label}>
              <NavLink to={mailboxPath({ label })} className={linkClass} onClick={onNavigate}>
                <span className={`email-label-dot bg-${LABEL_COLOURS[label]}`} aria-hidden="true" />
                <span>{t(`labels.${label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
