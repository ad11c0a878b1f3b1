import { z } from 'zod';

export const faqCategorySchema = z.object({
  icon: z.string(),
  title: z.string(),
  subtitle: z.string(),
  qandA: z.array(z.object({ question: z.string(), answer: z.string() })),
});

/** Categories by key (`payment`, `delivery`…); a search keeps only the categories that match. */
export const faqDataSchema = z.record(z.string(), faqCategorySchema);

export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type FaqData = z.infer<typeof faqDataSchema>;
