import { z } from 'zod';

export const API_KEY_ACCESS = ['full', 'read-write', 'read'] as const;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  access: z.enum(API_KEY_ACCESS),
  /** The secret itself: the demo shows it in full so it can be copied. */
  key: z.string(),
  /** ISO day. */
  createdOn: z.string(),
});

export const newApiKeySchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(60),
  access: z.enum(API_KEY_ACCESS),
});

export type ApiKey = z.infer<typeof apiKeySchema>;
export type ApiKeyAccess = ApiKey['access'];
export type NewApiKey = z.infer<typeof newApiKeySchema>;
