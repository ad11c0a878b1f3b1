import { Paperclip, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../shared/format/relative-time';
import type { Email } from '../../mock/schemas/email-schema';
import { LabelBadges } from './label-badges';

interface EmailRowProps {
  email: Email;
  selected: boolean;
  /** Where opening the mail goes (the list's URL with `?mail=`). */
  to: string;
  now: Date;
  onSelect: (selected: boolean) => void;
  onStar: () => void;
}

/** One mail of the list: a box to select it, its star, and a link that opens it. */
export function EmailRow({ email, selected, to, now, onSelect, onStar }: EmailRowProps) {
  const { t, i18n } = useTranslation('demo-email');
  const sender = email.folder === 'sent' || email.folder === 'draft' ? email.to[0] : email.from;
  return (
    <li className={`email-row${email.isRead ? '' : ' unread'}${selected ? ' selected' : ''}`}>
      <input
        type="checkbox"
        className="form-check-input flex-shrink-0"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t('list.select', { subject: email.subject })}
      />
      <button
        type="button"
        className={`btn btn-link p-0 email-star${email.isStarred ? ' starred' : ''}`}
        aria-pressed={email.isStarred}
        aria-label={t('actions.star', { subject: email.subject })}
        onClick={onStar}
      >
        <Star size={18} aria-hidden="true" fill={email.isStarred ? 'currentColor' : 'none'} />
      </button>
      <Link to={to} className="email-row-link">
        <span className="email-row-sender">{sender?.name ?? t('list.noRecipient')}</span>
        <span className="email-row-subject">
          {!email.isRead && <span className="visually-hidden">{t('list.unread')}: </span>}
          {email.subject || t('list.noSubject')}
        </span>
        <span className="email-row-snippet">{email.message.split('\n')[0]}</span>
      </Link>
      <span className="email-row-meta">
        <LabelBadges labels={email.labels} compact />
        {email.attachments.length > 0 && (
          <Paperclip size={14} aria-label={t('list.hasAttachments')} role="img" />
        )}
        <time dateTime={email.time} className="small text-body-secondary text-nowrap">
          {relativeTime(email.time, i18n.language, now)}
        </time>
      </span>
    </li>
  );
}
