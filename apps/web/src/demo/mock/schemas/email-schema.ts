import { z } from 'zod';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;

const addressSchema = z.object({ name: z.string(), email: z.string() });

const emailCoreSchema = z.object({
  id: z.number().int(),
  from: addressSchema.extend({ avatar: z.string() }),
  to: z.array(addressSchema),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  /** Plain-text paragraphs, never markup. */
  message: z.string(),
  attachments: z.array(
    z.object({ fileName: z.string(), thumbnail: z.string(), url: z.string(), size: z.string() }),
  ),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  /** ISO date-time. */
  time: z.string(),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
});

export const emailSchema = emailCoreSchema.extend({
  replies: z.array(emailCoreSchema),
});

export const emailListSchema = z.object({
  emails: z.array(emailSchema),
  /** Unread in the inbox and spam, drafts in total: the badges of the folder list. */
  emailsMeta: z.object({
    inbox: z.number().int(),
    draft: z.number().int(),
    spam: z.number().int(),
  }),
});

export const updateEmailsBodySchema = z.object({
  emailIds: z.array(z.number().int()).min(1),
  dataToUpdate: z
    .object({
      isStarred: z.boolean(),
      isRead: z.boolean(),
      folder: z.enum(EMAIL_FOLDERS),
    })
    .partial(),
});

export const updateEmailsLabelBodySchema = z.object({
  emailIds: z.array(z.number().int()).min(1),
  label: z.enum(EMAIL_LABELS),
});

/** A mail written in the compose window: sent (to at least one address) or kept as a draft. */
export const addEmailBodySchema = z
  .object({
    to: z.array(z.string().trim().min(1)),
    cc: z.array(z.string().trim().min(1)).default([]),
    bcc: z.array(z.string().trim().min(1)).default([]),
    subject: z.string(),
    message: z.string(),
    folder: z.enum(['sent', 'draft']),
  })
  .refine((mail) => mail.folder === 'draft' || mail.to.length > 0, {
    message: 'At least one recipient is required',
    path: ['to'],
  });

export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailLabel = (typeof EMAIL_LABELS)[number];
export type Email = z.infer<typeof emailSchema>;
export type EmailList = z.infer<typeof emailListSchema>;
