import { z } from 'zod';

const connectionSchema = z.object({ profileImg: z.string(), id: z.string() });

export const accountSettingSchema = z.object({
  general: z.object({
    avatar: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    company: z.string(),
  }),
  info: z.object({
    bio: z.string(),
    /** ISO day. */
    dob: z.string(),
    country: z.string(),
    website: z.string(),
    phone: z.string(),
  }),
  social: z.object({
    socialLinks: z.object({
      twitter: z.string(),
      facebook: z.string(),
      google: z.string(),
      linkedIn: z.string(),
      instagram: z.string(),
      quora: z.string(),
    }),
    connections: z.object({
      twitter: connectionSchema,
      google: connectionSchema,
      facebook: z.object({}),
      github: z.object({}),
    }),
  }),
  notification: z.object({
    commentOnArticle: z.boolean(),
    answerOnForm: z.boolean(),
    followMe: z.boolean(),
    newAnnouncements: z.boolean(),
    productUpdates: z.boolean(),
    blogDigest: z.boolean(),
  }),
});

export type AccountSetting = z.infer<typeof accountSettingSchema>;
