import { useEffect, useRef } from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight, Forward, Reply, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import type { Email, EmailFolder, EmailLabel } from '../../mock/schemas/email-schema';
import { useEmail } from '../api/get-email';
import { useNeighbourEmail } from '../api/paginate-email';
import type { MailboxView } from '../lib/mailbox-view';
import { EmailMessage } from './email-message';
import { LabelBadges } from './label-badges';
import { MailActions } from './mail-actions';

interface EmailDetailProps {
  id: number;
  view: MailboxView;
  listHref: string;
  mailHref: (id: number) => string;
  busy: boolean;
  onStar: (email: Email) => void;
  onRead: (emails: readonly Email[], isRead: boolean) => void;
  onMove: (emails: readonly Email[], folder: EmailFolder) => void;
  onLabel: (emails: readonly Email[], label: EmailLabel) => void;
  onReply: (email: Email, mode: 'reply' | 'forward') => void;
}

/** The open mail: its thread, the actions, and the previous/next mail of the list. */
export function EmailDetail(props: EmailDetailProps) {
  const { t } = useTranslation('demo-email');
  const navigate = useNavigate();
  const mail = useEmail(props.id);
  const previous = useNeighbourEmail({ emailId: props.id, dir: 'previous', view: props.view });
  const next = useNeighbourEmail({ emailId: props.id, dir: 'next', view: props.view });
  const email = mail.data;
  const { onRead } = props;

  // Opening a mail reads it, as in any mail client (once: "mark unread" leaves it unread).
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!email || email.isRead || marked.current === email.id) return;
    marked.current = email.id;
    onRead([email], true);
  }, [email, onRead]);

  const back = (
    <Link
      to={props.listHref}
      className="btn btn-sm btn-icon btn-outline-secondary"
      aria-label={t('view.back')}
      title={t('view.back')}
    >
      <ArrowLeft size={16} aria-hidden="true" />
    </Link>
  );

  if (mail.isPending) {
    return (
      <section className="email-main p-3" aria-busy="true">
        {back}
        <p role="status" className="mt-3 text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('view.loading')}
        </p>
      </section>
    );
  }
  if (!email) {
    const missing = isHttpError(mail.error) && mail.error.status === 404;
    return (
      <section className="email-main p-3">
        {back}
        <div className="alert alert-warning mt-3" role="alert">
          <h2 className="h6 alert-heading">{t(missing ? 'view.missing' : 'view.failed')}</h2>
          {isHttpError(mail.error) && <p className="mb-0">{mail.error.text}</p>}
        </div>
      </section>
    );
  }

  const step = (neighbour: Email | null | undefined) =>
    neighbour ? () => void navigate(props.mailHref(neighbour.id)) : undefined;
  const goPrevious = step(previous.data);
  const goNext = step(next.data);
  return (
    <section className="email-main" aria-labelledby="email-subject">
      <div className="email-toolbar border-bottom">
        {back}
        <h2 id="email-subject" className="h5 mb-0 me-auto text-break">
          {email.subject || t('list.noSubject')}
        </h2>
        <LabelBadges labels={email.labels} />
        <button
          type="button"
          className={`btn btn-sm btn-icon btn-outline-secondary email-star${email.isStarred ? ' starred' : ''}`}
          aria-pressed={email.isStarred}
          aria-label={t('actions.star', { subject: email.subject })}
          onClick={() => props.onStar(email)}
        >
          <Star size={16} aria-hidden="true" fill={email.isStarred ? 'currentColor' : 'none'} />
        </button>
        <MailActions
          emails={[email]}
          disabled={props.busy}
          onRead={(isRead) => {
            onRead([email], isRead);
            // Marked unread to read later: back to the list, as mail clients do.
            if (!isRead) void navigate(props.listHref);
          }}
          onMove={(folder) => props.onMove([email], folder)}
          onLabel={(label) => props.onLabel([email], label)}
        />
        <nav className="d-flex gap-1" aria-label={t('view.pagination')}>
          <button
            type="button"
            className="btn btn-sm btn-icon btn-outline-secondary"
            disabled={!goPrevious}
            onClick={goPrevious}
            aria-label={t('view.previous')}
            title={t('view.previous')}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-sm btn-icon btn-outline-secondary"
            disabled={!goNext}
            onClick={goNext}
            aria-label={t('view.next')}
            title={t('view.next')}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </nav>
      </div>
      <div className="email-thread p-3">
        {email.replies.length > 0 && (
          <details className="mb-3">
            <summary className="small text-body-secondary">
              {t('view.earlier', { count: email.replies.length })}
            </summary>
            <div className="mt-2">
              {email.replies.map((reply) => (
                <EmailMessage key={reply.id} message={reply} />
              ))}
            </div>
          </details>
        )}
        <EmailMessage message={email} />
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => props.onReply(email, 'reply')}
          >
            <Reply size={16} aria-hidden="true" className="me-1" />
            {t('view.reply')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => props.onReply(email, 'forward')}
          >
            <Forward size={16} aria-hidden="true" className="me-1" />
            {t('view.forward')}
          </button>
        </div>
      </div>
    </section>
  );
}
