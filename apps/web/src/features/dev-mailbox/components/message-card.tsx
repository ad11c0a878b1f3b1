import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Copy, ExternalLink, Mail, MessageSquare } from 'lucide-react';
import type { OutboxMessage } from '../api/get-outbox';

/**
 * The server writes links with the address it believes it has (PUBLIC_URL); opening them here,
 * inside this app, works whatever host and port the page was reached on.
 */
function inAppPath(link: string): string {
  try {
    const url = new URL(link, window.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return link;
  }
}

function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, permissions): the code stays visible to copy by hand.
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm font-monospace"
      onClick={() => void copy()}
      aria-label={t('devMailbox.copyCode', { code })}
    >
      <Copy size={14} aria-hidden="true" /> {code}
      {copied && <span className="ms-2 small">{t('devMailbox.copied')}</span>}
    </button>
  );
}

export function MessageCard({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation();
  const Icon = message.channel === 'SMS' ? MessageSquare : Mail;
  const sent = new Date(message.createdAt).toLocaleString(i18n.language);
  return (
    <article className="card mb-3" aria-labelledby={`message-${message.id}`}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2 mb-2">
          <h2 id={`message-${message.id}`} className="h6 mb-0 d-flex align-items-center gap-2">
            <Icon size={16} aria-hidden="true" />
            {message.subject}
          </h2>
          <span className="small text-body-secondary">
            {message.purpose} · <time dateTime={message.createdAt}>{sent}</time>
          </span>
        </div>
        <p className="small text-body-secondary mb-2">
          {t('devMailbox.sentTo', { to: message.recipient })}
        </p>
        <p className="mb-3" style={{ whiteSpace: 'pre-wrap' }}>
          {message.body}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {message.link && (
            <Link to={inAppPath(message.link)} className="btn btn-primary btn-sm">
              <ExternalLink size={14} aria-hidden="true" /> {t('devMailbox.openLink')}
            </Link>
          )}
          {message.code && <CopyCode code={message.code} />}
        </div>
      </div>
    </article>
  );
}
