import { z } from 'zod';

export const filmSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rank: z.number().int(),
});

export type Film = z.infer<typeof filmSchema>;
