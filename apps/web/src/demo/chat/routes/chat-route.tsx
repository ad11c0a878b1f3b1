import { useEffect, useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { CHATS_LABEL, useChatsAndContacts } from '../api/chats-and-contacts';
import { useChat } from '../api/get-chat';
import { useUpdateStatus } from '../api/update-status';
import { ChatSidebar } from '../components/chat-sidebar';
import { Conversation } from '../components/conversation';
import { ProfilePanel } from '../components/profile-panel';
import '../chat.scss';

type Panel = 'me' | 'contact' | null;

/** `/apps/chat`: the template's chat app; `?contact=` is the open conversation. */
export function ChatRoute() {
  const { t } = useTranslation('demo-chat');
  useDocumentTitle(t('title'));
  const [search] = useSearchParams();
  const contactId = Number(search.get('contact')) || undefined;
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const overview = useChatsAndContacts(q);
  const [panel, setPanel] = useState<Panel>(null);
  const status = useUpdateStatus();
  const me = overview.data?.profileUser;
  // The choice shows at once; the mock's answer follows.
  const myself = me && status.isPending ? { ...me, status: status.variables } : me;

  return (
    <section aria-labelledby="chat-app-title">
      <h1 id="chat-app-title" className="visually-hidden">
        {t('title')}
      </h1>
      <div className={`card chat-app${contactId ? ' has-chat' : ''}`}>
        <ChatSidebar
          data={overview.data && myself ? { ...overview.data, profileUser: myself } : undefined}
          pending={overview.isPending}
          failed={overview.isError}
          search={typed}
          activeId={contactId}
          onSearch={setTyped}
          onRetry={() => void overview.refetch()}
          onOpenProfile={() => setPanel('me')}
        />
        {contactId && me ? (
          <>
            <Conversation
              key={contactId}
              contactId={contactId}
              me={me}
              onOpenProfile={() => setPanel('contact')}
            />
            <ReadOnOpen contactId={contactId} />
          </>
        ) : (
          <section className="chat-main chat-start">
            <MessageSquare size={48} aria-hidden="true" className="text-body-secondary" />
            <p className="mt-2 text-body-secondary">{t('conversation.start')}</p>
          </section>
        )}
        {panel === 'me' && myself && (
          <ProfilePanel
            person={myself}
            side="start"
            onStatus={(value) => status.mutate(value)}
            onClose={() => setPanel(null)}
          />
        )}
        {panel === 'contact' && contactId && (
          <ContactPanel contactId={contactId} onClose={() => setPanel(null)} />
        )}
      </div>
    </section>
  );
}

function ContactPanel({ contactId, onClose }: { contactId: number; onClose: () => void }) {
  const chat = useChat(contactId);
  if (!chat.data) return null;
  return <ProfilePanel person={chat.data.contact} side="end" onClose={onClose} />;
}

/** Opening a conversation reads it: the sidebar's unread count follows once the mock says so. */
function ReadOnOpen({ contactId }: { contactId: number }) {
  const client = useQueryClient();
  const { isSuccess } = useChat(contactId);
  useEffect(() => {
    if (isSuccess) void client.invalidateQueries({ queryKey: [CHATS_LABEL] });
  }, [isSuccess, client, contactId]);
  return null;
}
