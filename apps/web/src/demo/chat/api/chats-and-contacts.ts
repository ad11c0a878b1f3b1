import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { ChatsAndContacts } from '../../mock/schemas/chat-schema';

export const CHATS_LABEL = 'demo.chat.chats';

/** `GET /apps/chat/chats-and-contacts?q`: conversations (latest first), other contacts, me. */
export function listChatsAndContacts(q: string, signal?: AbortSignal): Promise<ChatsAndContacts> {
  return request<ChatsAndContacts>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/chat/chats-and-contacts',
    query: { q },
    label: CHATS_LABEL,
    signal,
  });
}

export function useChatsAndContacts(q: string) {
  return useQuery({
    ...labelQueryOptions(CHATS_LABEL, ({ signal }) => listChatsAndContacts(q, signal), q),
    // The lists stay while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}
