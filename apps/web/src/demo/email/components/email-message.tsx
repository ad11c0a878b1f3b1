import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../shared/format/relative-time';
import type { Email } from '../../mock/schemas/email-schema';

type Message = Omit<Email, 'replies'>;

/** One message of a thread: who wrote to whom, when, the text and its attachments. */
export function EmailMessage({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('demo-email');
  const recipients = message.to.map((address) => address.email).join(', ');
  return (
    <article
      className="card email-message mb-3"
      aria-label={t('view.messageFrom', { name: message.from.name })}
    >
      <header className="card-header d-flex flex-wrap align-items-center gap-2 bg-transparent">
        <img src={message.from.avatar} alt="" width={38} height={38} className="rounded-circle" />
        <div className="email-shrink me-auto">
          <p className="fw-semibold mb-0 text-break">{message.from.name}</p>
          <p className="small text-body-secondary mb-0 text-break">
            {message.from.email}
            <br />
            {t('view.to')}: {recipients}
            {message.cc.length > 0 && (
              <>
                <br />
                {t('compose.cc')}: {message.cc.join(', ')}
              </>
            )}
          </p>
        </div>
        <time dateTime={message.time} className="small text-body-secondary">
          {absoluteTime(message.time, i18n.language)}
        </time>
      </header>
      <div className="card-body">
        {message.message.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="text-break">
            {paragraph}
          </p>
        ))}
        {message.attachments.length > 0 && (
          <div className="border-top pt-3">
            <h3 className="h6">{t('view.attachments', { count: message.attachments.length })}</h3>
            <ul className="list-unstyled mb-0">
              {message.attachments.map((file) => (
                <li key={file.fileName} className="d-flex align-items-center gap-2">
                  <Paperclip size={14} aria-hidden="true" />
                  <span className="text-break">{file.fileName}</span>
                  <span className="small text-body-secondary">({file.size})</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </article>
  );
}
