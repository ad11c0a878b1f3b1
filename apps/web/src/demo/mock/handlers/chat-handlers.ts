import { http, HttpResponse } from 'msw';
import { nextId } from '../lib/paginate';
import { matchesTerm, queryOf, termOf } from '../lib/query';
import { notFound, readBody } from '../lib/respond';
import { sendMessageBodySchema, updateStatusBodySchema } from '../schemas/chat-schema';
import type { ChatMessage, ChatsAndContacts, ProfileUser } from '../schemas/chat-schema';
import { demoStore } from '../store/demo-store';

export const chatHandlers = [
  http.get('/apps/chat/chats-and-contacts', ({ request }) => {
    const term = termOf(queryOf(request));
    const { chats, contacts, profileUser } = demoStore().chat;
    const visible = contacts.filter((contact) => matchesTerm(term, contact.fullName));
    // Most recent conversation first, as a messenger lists them.
    const chatsContacts = chats
      .flatMap((chat) => {
        const contact = visible.find((candidate) => candidate.id === chat.userId);
        if (!contact) return [];
        const lastMessage = chat.chat.at(-1);
        return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage } }];
      })
      .sort((a, b) =>
        (b.chat.lastMessage?.time ?? '').localeCompare(a.chat.lastMessage?.time ?? ''),
      );
    return HttpResponse.json<ChatsAndContacts>({
      chatsContacts,
      contacts: visible.filter((contact) => !chats.some((chat) => chat.userId === contact.id)),
      profileUser,
    });
  }),

  http.get('/apps/chat/users/profile-user', () =>
    HttpResponse.json<ProfileUser>(demoStore().chat.profileUser),
  ),

  // The status the user picks in their profile, kept until reload.
  http.post('/apps/chat/users/profile-user', async ({ request }) => {
    const body = await readBody(request, updateStatusBodySchema);
    if (!body.ok) return body.response;
    const { profileUser } = demoStore().chat;
    profileUser.status = body.data.status;
    return HttpResponse.json<ProfileUser>(profileUser);
  }),

  http.get('/apps/chat/get-chat', ({ request }) => {
    const id = Number(queryOf(request).get('id'));
    const { chats, contacts } = demoStore().chat;
    const contact = contacts.find((candidate) => candidate.id === id);
    if (!contact) return notFound('This contact does not exist.');
    const chat = chats.find((candidate) => candidate.userId === id) ?? null;
    // Opening a conversation reads it.
    if (chat) chat.unseenMsgs = 0;
    return HttpResponse.json({ chat, contact });
  }),

  http.post('/apps/chat/send-msg', async ({ request }) => {
    const body = await readBody(request, sendMessageBodySchema);
    if (!body.ok) return body.response;
    const { chats, contacts, profileUser } = demoStore().chat;
    const { contactId, message: text } = body.data;
    if (!contacts.some((contact) => contact.id === contactId)) {
      return notFound('This contact does not exist.');
    }
    const message: ChatMessage = {
      message: text,
      time: new Date().toISOString(),
      senderId: profileUser.id,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    };
    let chat = chats.find((candidate) => candidate.userId === contactId);
    if (!chat) {
      chat = { id: nextId(chats), userId: contactId, unseenMsgs: 0, chat: [] };
      chats.push(chat);
    }
    chat.chat.push(message);
    return HttpResponse.json({ chat, message }, { status: 201 });
  }),
];
