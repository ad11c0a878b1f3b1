import { useEffect, useId, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHAT_STATUSES } from '../../mock/schemas/chat-schema';
import type { ChatContact, ChatStatus, ProfileUser } from '../../mock/schemas/chat-schema';
import { ChatAvatar } from './chat-avatar';

interface ProfilePanelProps {
  person: ChatContact | ProfileUser;
  /** Only my own profile lets the status be chosen. */
  onStatus?: (status: ChatStatus) => void;
  side: 'start' | 'end';
  onClose: () => void;
}

/** A profile slid over the chat: mine (with the status choice) or the contact's. */
export function ProfilePanel({ person, onStatus, side, onClose }: ProfilePanelProps) {
  const { t } = useTranslation('demo-chat');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      className={`chat-profile chat-profile-${side}`}
      role="dialog"
      aria-labelledby={`${id}-name`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="d-flex justify-content-end">
        <button
          type="button"
          className="btn btn-sm btn-icon btn-outline-secondary"
          aria-label={t('profile.close')}
          onClick={onClose}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
      <div className="text-center mb-3">
        <ChatAvatar src={person.avatar} status={person.status} size={72} />
        <h2 id={`${id}-name`} ref={heading} tabIndex={-1} className="h5 mt-2 mb-0">
          {person.fullName}
        </h2>
        <p className="small text-body-secondary mb-0">{person.role}</p>
      </div>
      <h3 className="h6 text-uppercase small text-body-secondary">{t('profile.about')}</h3>
      <p>{person.about}</p>
      {onStatus ? (
        <fieldset>
          <legend className="h6 text-uppercase small text-body-secondary">
            {t('profile.status')}
          </legend>
          {CHAT_STATUSES.map((status) => (
            <div key={status} className="form-check">
              <input
                id={`${id}-${status}`}
                type="radio"
                name={`${id}-status`}
                className="form-check-input"
                checked={person.status === status}
                onChange={() => onStatus(status)}
              />
              <label htmlFor={`${id}-${status}`} className="form-check-label">
                {t(`status.${status}`)}
              </label>
            </div>
          ))}
        </fieldset>
      ) : (
        <>
          <h3 className="h6 text-uppercase small text-body-secondary">{t('profile.status')}</h3>
          <p>{t(`status.${person.status}`)}</p>
        </>
      )}
    </div>
  );
}
