import { readFileSync } from 'node:fs';
import { MESSAGE_CATALOGUES, collectMessages } from './server-messages';

export const TRANSLATED_LANGUAGES = ['sw', 'fr'] as const;

export interface CatalogueGap {
  folder: string;
  language: (typeof TRANSLATED_LANGUAGES)[number];
  /** English messages with no translation, each with a file that says it. */
  missing: [message: string, file: string][];
  /** Translations that leave out or invent a value (`{1}`, `{2}`…). */
  badPlaceholders: string[];
}

const placeholderCount = (english: string) => english.split('{}').length - 1;
const placeholdersIn = (translation: string) =>
  [...translation.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1]));

export function catalogueGaps(root: string): CatalogueGap[] {
  const gaps: CatalogueGap[] = [];
  for (const { folder, sources } of MESSAGE_CATALOGUES) {
    const messages = collectMessages(root, sources);
    for (const language of TRANSLATED_LANGUAGES) {
      const catalogue = JSON.parse(
        readFileSync(`${root}/${folder}/${language}.json`, 'utf8'),
      ) as Record<string, string>;
      const missing = [...messages].filter(([message]) => catalogue[message] === undefined);
      const badPlaceholders = Object.entries(catalogue)
        .filter(([english, translation]) => {
          const wanted = placeholderCount(english);
          const used = new Set(placeholdersIn(translation));
          return [...used].some((n) => n < 1 || n > wanted) || used.size !== wanted;
        })
        .map(([english]) => english);
      gaps.push({ folder, language, missing, badPlaceholders });
    }
  }
  return gaps;
}
