import { useEffect, useRef } from 'react';
import { Menu, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { SearchBox } from '../../../shared/ui/search-box';
import type { Email, EmailFolder, EmailLabel } from '../../mock/schemas/email-schema';
import { EmailRow } from './email-row';
import { MailActions } from './mail-actions';

interface EmailListProps {
  title: string;
  emails: readonly Email[] | undefined;
  pending: boolean;
  failed: boolean;
  search: string;
  selected: ReadonlySet<number>;
  busy: boolean;
  sidebarId: string;
  sidebarOpen: boolean;
  mailHref: (id: number) => string;
  onSearch: (q: string) => void;
  onSelect: (ids: readonly number[], selected: boolean) => void;
  onToggleSidebar: () => void;
  onRetry: () => void;
  onStar: (email: Email) => void;
  onRead: (emails: readonly Email[], isRead: boolean) => void;
  onMove: (emails: readonly Email[], folder: EmailFolder) => void;
  onLabel: (emails: readonly Email[], label: EmailLabel) => void;
}

/** The mails of a folder or label: search, select (one, several, all) and act on the selection. */
export function EmailList(props: EmailListProps) {
  const { t } = useTranslation('demo-email');
  const now = useNow();
  const { emails = [], selected } = props;
  const chosen = emails.filter((email) => selected.has(email.id));
  const all = emails.length > 0 && chosen.length === emails.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  return (
    <section className="email-main" aria-labelledby="email-list-title">
      <div className="email-toolbar border-bottom">
        <button
          type="button"
          className="btn btn-sm btn-icon btn-outline-secondary d-lg-none"
          aria-expanded={props.sidebarOpen}
          aria-controls={props.sidebarId}
          aria-label={t('mailboxes')}
          onClick={props.onToggleSidebar}
        >
          <Menu size={18} aria-hidden="true" />
        </button>
        <h2 id="email-list-title" className="h5 mb-0 me-auto">
          {props.title}
        </h2>
        <SearchBox
          label={t('list.search')}
          value={props.search}
          onChange={props.onSearch}
          size="sm"
          className="email-search"
        />
      </div>
      <div className="email-toolbar border-bottom">
        <input
          ref={selectAll}
          type="checkbox"
          className="form-check-input"
          checked={all}
          disabled={emails.length === 0}
          onChange={(event) =>
            props.onSelect(
              emails.map((email) => email.id),
              event.target.checked,
            )
          }
          aria-label={t('list.selectAll')}
        />
        <span className="small text-body-secondary me-auto" aria-live="polite">
          {chosen.length > 0 ? t('list.selected', { count: chosen.length }) : ''}
        </span>
        {chosen.length > 0 && (
          <MailActions
            emails={chosen}
            disabled={props.busy}
            onRead={(isRead) => props.onRead(chosen, isRead)}
            onMove={(folder) => props.onMove(chosen, folder)}
            onLabel={(label) => props.onLabel(chosen, label)}
          />
        )}
        <button
          type="button"
          className="btn btn-sm btn-icon btn-outline-secondary"
          onClick={props.onRetry}
          aria-label={t('list.refresh')}
          title={t('list.refresh')}
        >
          <RotateCw size={16} aria-hidden="true" />
        </button>
      </div>
      {props.pending ? (
        <p role="status" className="p-3 text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('list.loading')}
        </p>
      ) : props.failed ? (
        <div className="alert alert-danger m-3" role="alert">
          {t('list.failed')}{' '}
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={props.onRetry}>
            {t('list.retry')}
          </button>
        </div>
      ) : emails.length === 0 ? (
        <p className="p-4 text-center text-body-secondary">{t('list.empty')}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-label={props.title}>
          {emails.map((email) => (
            <EmailRow
              key={email.id}
              email={email}
              now={now}
              selected={selected.has(email.id)}
              to={props.mailHref(email.id)}
              onSelect={(value) => props.onSelect([email.id], value)}
              onStar={() => props.onStar(email)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
