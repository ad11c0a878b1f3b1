import { useTranslation } from 'react-i18next';
import { useNow } from '../../../shared/hooks/use-now';
import { SearchBox } from '../../../shared/ui/search-box';
import type { ChatsAndContacts } from '../../mock/schemas/chat-schema';
import { ChatAvatar } from './chat-avatar';
import { ContactItem } from './contact-item';

interface ChatSidebarProps {
  data: ChatsAndContacts | undefined;
  pending: boolean;
  failed: boolean;
  search: string;
  activeId: number | undefined;
  onSearch: (q: string) => void;
  onRetry: () => void;
  onOpenProfile: () => void;
}

/** Me (opens my profile), the search, the conversations and the other contacts. */
export function ChatSidebar(props: ChatSidebarProps) {
  const { t } = useTranslation('demo-chat');
  const now = useNow();
  const { data } = props;
  return (
    <section className="chat-sidebar" aria-label={t('list.title')}>
      <div className="chat-sidebar-head border-bottom">
        {data && (
          <button
            type="button"
            className="btn btn-link p-0 flex-shrink-0"
            onClick={props.onOpenProfile}
            aria-label={t('profile.openMine')}
            aria-haspopup="dialog"
          >
            <ChatAvatar src={data.profileUser.avatar} status={data.profileUser.status} />
          </button>
        )}
        <SearchBox
          label={t('list.search')}
          value={props.search}
          onChange={props.onSearch}
          size="sm"
          className="flex-grow-1"
        />
      </div>
      <div className="chat-lists">
        {props.pending ? (
          <p role="status" className="p-3 text-body-secondary">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('list.loading')}
          </p>
        ) : props.failed || !data ? (
          <div className="alert alert-danger m-3" role="alert">
            {t('list.failed')}{' '}
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={props.onRetry}>
              {t('list.retry')}
            </button>
          </div>
        ) : (
          <>
            <h2 className="chat-list-heading" id="chat-chats-heading">
              {t('list.chats')}
            </h2>
            {data.chatsContacts.length === 0 ? (
              <p className="px-3 small text-body-secondary">{t('list.noChats')}</p>
            ) : (
              <ul className="list-unstyled" aria-labelledby="chat-chats-heading">
                {data.chatsContacts.map((contact) => (
                  <ContactItem
                    key={contact.id}
                    contact={contact}
                    now={now}
                    active={contact.id === props.activeId}
                    lastMessage={contact.chat.lastMessage}
                    unseen={contact.chat.unseenMsgs}
                  />
                ))}
              </ul>
            )}
            <h2 className="chat-list-heading" id="chat-contacts-heading">
              {t('list.contacts')}
            </h2>
            {data.contacts.length === 0 ? (
              <p className="px-3 small text-body-secondary">{t('list.noContacts')}</p>
            ) : (
              <ul className="list-unstyled" aria-labelledby="chat-contacts-heading">
                {data.contacts.map((contact) => (
                  <ContactItem
                    key={contact.id}
                    contact={contact}
                    now={now}
                    active={contact.id === props.activeId}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
