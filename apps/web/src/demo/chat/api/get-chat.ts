import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Chat, ChatContact } from '../../mock/schemas/chat-schema';

export const CHAT_LABEL = 'demo.chat.chat';

export interface OpenChat {
  /** null until the first message to this contact. */
  chat: Chat | null;
  contact: ChatContact;
}

/** `GET /apps/chat/get-chat?id`: a contact and the conversation with them (which reads it). */
export function getChat(contactId: number, signal?: AbortSignal): Promise<OpenChat> {
  return request<OpenChat>({
    method: 'GET',
    apiType: 'demo',
    url: 'apps/chat/get-chat',
    query: { id: contactId },
    label: CHAT_LABEL,
    signal,
  });
}

export const chatQueryKey = (contactId: number) => [CHAT_LABEL, contactId] as const;

export function useChat(contactId: number) {
  return useQuery(
    labelQueryOptions(CHAT_LABEL, ({ signal }) => getChat(contactId, signal), contactId),
  );
}
