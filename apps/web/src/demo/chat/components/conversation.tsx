import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileUser } from '../../mock/schemas/chat-schema';
import { useChat } from '../api/get-chat';
import { useSendMessage } from '../api/send-message';
import { ChatAvatar } from './chat-avatar';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';

interface ConversationProps {
  contactId: number;
  me: ProfileUser;
  onOpenProfile: () => void;
}

/** The chat with one contact: who they are (opens their profile), the messages, the composer. */
export function Conversation({ contactId, me, onOpenProfile }: ConversationProps) {
  const { t } = useTranslation('demo-chat');
  const chat = useChat(contactId);
  const send = useSendMessage();
  const back = (
    <Link
      to="/apps/chat"
      className="btn btn-sm btn-icon btn-outline-secondary chat-back"
      aria-label={t('conversation.back')}
      title={t('conversation.back')}
    >
      <ArrowLeft size={16} aria-hidden="true" />
    </Link>
  );
  if (chat.isPending) {
    return (
      <section className="chat-main p-3">
        {back}
        <p role="status" className="mt-3 text-body-secondary">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('conversation.loading')}
        </p>
      </section>
    );
  }
  if (!chat.data) {
    return (
      <section className="chat-main p-3">
        {back}
        <div className="alert alert-warning mt-3" role="alert">
          {t('conversation.failed')}
        </div>
      </section>
    );
  }
  const { contact } = chat.data;
  return (
    <section className="chat-main" aria-labelledby="chat-contact-name">
      <header className="chat-header border-bottom">
        {back}
        <button
          type="button"
          className="btn btn-link p-0 text-start d-flex align-items-center gap-2 text-decoration-none chat-shrink"
          onClick={onOpenProfile}
          aria-haspopup="dialog"
          aria-label={t('profile.openContact', { name: contact.fullName })}
        >
          <ChatAvatar src={contact.avatar} status={contact.status} />
          <span className="chat-shrink">
            <span id="chat-contact-name" className="h6 mb-0 d-block text-body">
              {contact.fullName}
            </span>
            <span className="small text-body-secondary d-block chat-ellipsis">
              {t(`status.${contact.status}`)} · {contact.role}
            </span>
          </span>
        </button>
      </header>
      <MessageLog
        messages={chat.data.chat?.chat ?? []}
        myId={me.id}
        contactName={contact.fullName}
      />
      <MessageComposer
        contactName={contact.fullName}
        onSend={(message) => send.mutate({ contactId, message, senderId: me.id })}
      />
    </section>
  );
}
