import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../shared/format/relative-time';
import type { ChatContact, ChatMessage } from '../../mock/schemas/chat-schema';
import { ChatAvatar } from './chat-avatar';

interface ContactItemProps {
  contact: ChatContact;
  active: boolean;
  lastMessage?: ChatMessage;
  unseen?: number;
  now: Date;
}

/** A conversation or a contact in the sidebar: opens the chat with them. */
export function ContactItem({ contact, active, lastMessage, unseen = 0, now }: ContactItemProps) {
  const { t, i18n } = useTranslation('demo-chat');
  return (
    <li>
      <Link
        to={`/apps/chat?contact=${contact.id}`}
        className={`chat-contact${active ? ' active' : ''}`}
        aria-current={active ? 'true' : undefined}
      >
        <ChatAvatar src={contact.avatar} status={contact.status} />
        <span className="chat-contact-text">
          <span className="fw-semibold">{contact.fullName}</span>{' '}
          <span className="small text-body-secondary chat-ellipsis">
            {lastMessage?.message ?? contact.about}
          </span>
        </span>
        <span className="chat-contact-meta">
          {lastMessage && (
            <time dateTime={lastMessage.time} className="small text-body-secondary text-nowrap">
              {relativeTime(lastMessage.time, i18n.language, now)}
            </time>
          )}{' '}
          {unseen > 0 && (
            <span className="badge rounded-pill text-bg-danger">
              {unseen}{' '}
              <span className="visually-hidden">{t('list.unread', { count: unseen })}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
