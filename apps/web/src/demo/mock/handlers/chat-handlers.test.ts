import { describe, expect, test } from 'vitest';
import { PROFILE_USER_ID } from '../data/chat-data';
import {
  chatsAndContactsSchema,
  getChatSchema,
  profileUserSchema,
  sentMessageSchema,
} from '../schemas/chat-schema';
import { resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function overview(query: Record<string, string> = {}) {
  return chatsAndContactsSchema.parse((await demoGet('/apps/chat/chats-and-contacts', query)).body);
}

describe('chat', () => {
  test('conversations (latest first) apart from contacts without one, and the profile user', async () => {
    const { chatsContacts, contacts, profileUser } = await overview();
    expect(chatsContacts).toHaveLength(4);
    expect(contacts).toHaveLength(6);
    expect(profileUser.id).toBe(PROFILE_USER_ID);
    const times = chatsContacts.map((contact) => contact.chat.lastMessage?.time ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const profile = profileUserSchema.parse((await demoGet('/apps/chat/users/profile-user')).body);
    expect(profile).toEqual(profileUser);
  });

  test('the search narrows contacts by name', async () => {
    const { contacts } = await overview();
    const name = contacts[0]?.fullName as string;
    const found = await overview({ q: name.toLowerCase() });
    expect(found.contacts.map((contact) => contact.fullName)).toEqual([name]);
    expect(found.chatsContacts).toEqual([]);
  });

  test('get-chat opens a conversation (read from then on); an unknown contact is a 404', async () => {
    const { chatsContacts } = await overview();
    const unseen = chatsContacts.find((contact) => contact.chat.unseenMsgs > 0);
    expect(unseen).toBeDefined();
    const answer = getChatSchema.parse(
      (await demoGet('/apps/chat/get-chat', { id: String(unseen?.id) })).body,
    );
    expect(answer.contact.id).toBe(unseen?.id);
    expect(answer.chat?.chat.length).toBeGreaterThan(0);
    const after = await overview();
    expect(after.chatsContacts.find((contact) => contact.id === unseen?.id)?.chat.unseenMsgs).toBe(
      0,
    );
    expect((await demoGet('/apps/chat/get-chat', { id: '404' })).status).toBe(404);
  });

  test('send-msg answers 201 and starts a conversation when there was none, until reset', async () => {
    const { contacts } = await overview();
    const contactId = contacts[0]?.id as number;
    const answer = await demoCall('POST', '/apps/chat/send-msg', {
      body: { contactId, message: 'Habari!' },
    });
    expect(answer.status).toBe(201);
    const sent = sentMessageSchema.parse(answer.body);
    expect(sent.message).toMatchObject({ message: 'Habari!', senderId: PROFILE_USER_ID });
    const opened = getChatSchema.parse(
      (await demoGet('/apps/chat/get-chat', { id: String(contactId) })).body,
    );
    expect(opened.chat?.chat.at(-1)?.message).toBe('Habari!');
    expect((await overview()).chatsContacts[0]?.id).toBe(contactId);
    resetDemoStore();
    expect((await overview()).contacts.map((contact) => contact.id)).toContain(contactId);
  });

  test('send-msg refuses an empty message or an unknown contact', async () => {
    expect(
      (await demoCall('POST', '/apps/chat/send-msg', { body: { contactId: 1, message: ' ' } }))
        .status,
    ).toBe(400);
    expect(
      (await demoCall('POST', '/apps/chat/send-msg', { body: { contactId: 99, message: 'Hi' } }))
        .status,
    ).toBe(404);
  });

  test('the profile user picks a status, kept until reset; an unknown status is a 400', async () => {
    const changed = await demoCall('POST', '/apps/chat/users/profile-user', {
      body: { status: 'busy' },
    });
    expect(changed.status).toBe(200);
    expect(profileUserSchema.parse(changed.body).status).toBe('busy');
    expect((await overview()).profileUser.status).toBe('busy');
    const wrong = await demoCall('POST', '/apps/chat/users/profile-user', {
      body: { status: 'asleep' },
    });
    expect(wrong.status).toBe(400);
    resetDemoStore();
    expect((await overview()).profileUser.status).toBe('online');
  });
});
