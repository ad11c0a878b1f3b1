import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cleanText, FIELD_TEXT_LIMIT } from '@pamoja/contract/clean-text';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Chat, ChatMessage } from '../../mock/schemas/chat-schema';
import { CHATS_LABEL } from './chats-and-contacts';
import { chatQueryKey } from './get-chat';
import type { OpenChat } from './get-chat';

export const SEND_MESSAGE_LABEL = 'demo.chat.send';

export interface NewMessage {
  contactId: number;
  message: string;
  /** Who writes: the message shows as theirs before the mock answers. */
  senderId: number;
}

/** `POST /apps/chat/send-msg`: kept by the mock until reload. */
export function sendMessage({ contactId, message }: NewMessage) {
  return request<{ chat: Chat; message: ChatMessage }>({
    method: 'POST',
    apiType: 'demo',
    url: 'apps/chat/send-msg',
    data: { contactId, message },
    label: SEND_MESSAGE_LABEL,
  });
}

/** Sends a message that shows at once (as the client will send it), then as the mock kept it. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    ...labelMutationOptions(SEND_MESSAGE_LABEL, sendMessage),
    onMutate: async ({ contactId, message, senderId }) => {
      const key = chatQueryKey(contactId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<OpenChat>(key);
      const pending: ChatMessage = {
        message: cleanText(message, FIELD_TEXT_LIMIT),
        time: new Date().toISOString(),
        senderId,
        feedback: { isSent: false, isDelivered: false, isSeen: false },
      };
      if (before) {
        const chat = before.chat ?? { id: 0, userId: contactId, unseenMsgs: 0, chat: [] };
        client.setQueryData<OpenChat>(key, {
          ...before,
          chat: { ...chat, chat: [...chat.chat, pending] },
        });
      }
      return { before };
    },
    onError: (_error, { contactId }, context) => {
      if (context?.before) client.setQueryData(chatQueryKey(contactId), context.before);
    },
    onSettled: (_data, _error, { contactId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: chatQueryKey(contactId) }),
        client.invalidateQueries({ queryKey: [CHATS_LABEL] }),
      ]),
  });
}
