import { z } from 'zod';

/** How many results each group of the global search shows. */
export const SEARCH_LIMIT = 4;

export const searchPageSchema = z.object({
  id: z.number().int(),
  /** A stable key of the page (the template's route name). */
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  /** A lucide icon name. */
  icon: z.string(),
  link: z.string(),
});

export const searchFileSchema = z.object({
  title: z.string(),
  by: z.string(),
  size: z.string(),
  file: z.string(),
});

export const searchContactSchema = z.object({
  title: z.string(),
  email: z.string(),
  img: z.string(),
  date: z.string(),
});

export const mainSearchSchema = z.object({
  searchArr: z.tuple([
    z.object({
      groupTitle: z.literal('Pages'),
      searchLimit: z.number(),
      data: z.array(searchPageSchema),
    }),
    z.object({
      groupTitle: z.literal('Files'),
      searchLimit: z.number(),
      data: z.array(searchFileSchema),
    }),
    z.object({
      groupTitle: z.literal('Contacts'),
      searchLimit: z.number(),
      data: z.array(searchContactSchema),
    }),
  ]),
});

export const bookmarksDataSchema = z.object({
  suggestions: z.array(searchPageSchema),
  bookmarks: z.array(searchPageSchema),
});

export const bookmarkUpdateBodySchema = z.object({ id: z.coerce.number().int() });

export type SearchPage = z.infer<typeof searchPageSchema>;
export type SearchFile = z.infer<typeof searchFileSchema>;
export type SearchContact = z.infer<typeof searchContactSchema>;
export type MainSearch = z.infer<typeof mainSearchSchema>;
export type BookmarksData = z.infer<typeof bookmarksDataSchema>;
