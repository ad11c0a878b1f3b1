import { withSeed } from '../lib/seeded';
import type { Film } from '../schemas/autocomplete-schema';

export const FILM_COUNT = 100;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The autocomplete demos' 100 films, ranked 1–100 (titles made up, each one different). */
export function buildFilms(): Film[] {
  return withSeed('films', (f) => {
    const titles = new Set<string>();
    while (titles.size < FILM_COUNT) {
      const title = `The ${capitalised(f.word.adjective())} ${capitalised(f.word.noun())}`;
      titles.add(
        f.datatype.boolean({ probability: 0.2 })
          ? `${title} ${f.number.int({ min: 2, max: 4 })}`
          : title,
      );
    }
    return [...titles].map((title, index) => ({ id: index + 1, title, rank: index + 1 }));
  });
}
