import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import { CHAT_STATUSES } from '../schemas/chat-schema';
import type { Chat, ChatContact, ChatMessage, ProfileUser } from '../schemas/chat-schema';

const MINUTE_MS = 60_000;
export const PROFILE_USER_ID = 11;

export interface ChatData {
  profileUser: ProfileUser;
  contacts: ChatContact[];
  chats: Chat[];
}

export function buildChatData(now = new Date()): ChatData {
  return withSeed('chat', (f) => {
    const contacts = Array.from({ length: 10 }, (_, index): ChatContact => {
      const fullName = f.person.fullName();
      return {
        id: index + 1,
        fullName,
        role: f.person.jobTitle(),
        about: f.lorem.sentence(),
        avatar: avatarImage(fullName),
        status: f.helpers.arrayElement(CHAT_STATUSES),
      };
    });
    const profileUser: ProfileUser = {
      id: PROFILE_USER_ID,
      fullName: 'John Doe',
      role: 'admin',
      about: f.lorem.sentence(),
      avatar: avatarImage('John Doe'),
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
    };
    // Conversations with the first four contacts; the others are contacts without a chat yet.
    const chats = contacts.slice(0, 4).map((contact, index): Chat => {
      const length = f.number.int({ min: 3, max: 8 });
      const chat = Array.from({ length }, (_, position): ChatMessage => ({
        message: f.lorem.sentence(),
        time: new Date(
          now.getTime() - (length - position) * 17 * MINUTE_MS - index * 1440 * MINUTE_MS,
        ).toISOString(),
        senderId: f.datatype.boolean() ? contact.id : PROFILE_USER_ID,
        feedback: { isSent: true, isDelivered: true, isSeen: position < length - 1 },
      }));
      return { id: index + 1, userId: contact.id, unseenMsgs: index === 0 ? 1 : 0, chat };
    });
    return { profileUser, contacts, chats };
  });
}
