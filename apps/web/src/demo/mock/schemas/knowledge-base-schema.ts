import { z } from 'zod';

export const kbCategorySchema = z.object({
  id: z.number().int(),
  /** The category's slug, used in /pages/knowledge-base/:category. */
  category: z.string(),
  img: z.string(),
  title: z.string(),
  desc: z.string(),
});

export const kbGroupSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  iconColor: z.string(),
  questions: z.array(z.object({ id: z.number().int(), question: z.string(), slug: z.string() })),
});

export const kbQuestionSchema = z.object({
  title: z.string(),
  /** ISO day. */
  lastUpdated: z.string(),
  relatedQuestions: z.array(
    z.object({ id: z.number().int(), question: z.string(), slug: z.string() }),
  ),
  /** Plain-text paragraphs. */
  content: z.array(z.string()),
});

export type KbCategory = z.infer<typeof kbCategorySchema>;
export type KbGroup = z.infer<typeof kbGroupSchema>;
export type KbQuestion = z.infer<typeof kbQuestionSchema>;
