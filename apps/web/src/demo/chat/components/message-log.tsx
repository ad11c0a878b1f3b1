import { useEffect, useRef } from 'react';
import { Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../shared/format/relative-time';
import type { ChatMessage } from '../../mock/schemas/chat-schema';

interface MessageLogProps {
  messages: readonly ChatMessage[];
  myId: number;
  contactName: string;
}

function Feedback({ feedback }: Pick<ChatMessage, 'feedback'>) {
  const { t } = useTranslation('demo-chat');
  const [Icon, key] = feedback.isSeen
    ? [CheckCheck, 'seen']
    : feedback.isDelivered
      ? [CheckCheck, 'delivered']
      : feedback.isSent
        ? [Check, 'sent']
        : [Clock, 'sending'];
  return (
    <span className={feedback.isSeen ? 'text-primary-emphasis' : ''}>
      <Icon size={14} aria-hidden="true" />
      <span className="visually-hidden">{t(`feedback.${key}`)}</span>
    </span>
  );
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function MessageLog({ messages, myId, contactName }: MessageLogProps) {
  const { t, i18n } = useTranslation('demo-chat');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [messages.length]);
  return (
    <div
      ref={box}
      className="chat-log"
      role="log"
      aria-label={t('conversation.log', { name: contactName })}
      tabIndex={0}
    >
      {messages.length === 0 ? (
        <p className="text-center text-body-secondary">{t('conversation.empty')}</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {messages.map((message, index) => {
            const mine = message.senderId === myId;
            return (
              <li key={`${message.time}-${index}`} className={`chat-message${mine ? ' mine' : ''}`}>
                <span className="visually-hidden">
                  {mine ? t('conversation.you') : contactName}:{' '}
                </span>
                <p className="chat-bubble mb-1">{message.message}</p>
                <span className="small text-body-secondary d-inline-flex gap-1 align-items-center">
                  <time dateTime={message.time}>{absoluteTime(message.time, i18n.language)}</time>
                  {mine && <Feedback feedback={message.feedback} />}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
