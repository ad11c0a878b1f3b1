import { z } from 'zod';

export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const;

export const chatContactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string(),
  status: z.enum(CHAT_STATUSES),
});

export const chatMessageSchema = z.object({
  message: z.string(),
  /** ISO date-time. */
  time: z.string(),
  senderId: z.number().int(),
  feedback: z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() }),
});

export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  chat: z.array(chatMessageSchema),
});

export const profileUserSchema = chatContactSchema.extend({
  settings: z.object({
    isTwoStepAuthVerificationEnabled: z.boolean(),
    isNotificationsOn: z.boolean(),
  }),
});

export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(
    chatContactSchema.extend({
      chat: z.object({
        id: z.number().int(),
        unseenMsgs: z.number().int(),
        lastMessage: chatMessageSchema.optional(),
      }),
    }),
  ),
  contacts: z.array(chatContactSchema),
  profileUser: profileUserSchema,
});

export const getChatSchema = z.object({
  chat: chatSchema.nullable(),
  contact: chatContactSchema,
});

export const sendMessageBodySchema = z.object({
  contactId: z.number().int(),
  message: z.string().trim().min(1, 'Message is required'),
});

export const updateStatusBodySchema = z.object({ status: z.enum(CHAT_STATUSES) });

export const sentMessageSchema = z.object({ chat: chatSchema, message: chatMessageSchema });

export type ChatStatus = (typeof CHAT_STATUSES)[number];
export type ChatContact = z.infer<typeof chatContactSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type Chat = z.infer<typeof chatSchema>;
export type ProfileUser = z.infer<typeof profileUserSchema>;
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>;
