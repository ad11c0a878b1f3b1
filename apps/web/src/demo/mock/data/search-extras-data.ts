import { isoDay } from '../lib/format';
import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import type { SearchContact, SearchFile } from '../schemas/search-schema';

/** The Files and Contacts groups of the global search. */
export function buildSearchExtras(): { files: SearchFile[]; contacts: SearchContact[] } {
  return withSeed('search', (f) => ({
    files: Array.from({ length: 8 }, () => {
      const extension = f.helpers.arrayElement(['pdf', 'xlsx', 'docx', 'png', 'zip']);
      return {
        title: f.system.commonFileName(extension),
        by: f.person.fullName(),
        size: `${f.number.int({ min: 1, max: 900 })}kb`,
        file: extension,
      };
    }),
    contacts: Array.from({ length: 8 }, () => {
      const firstName = f.person.firstName();
      const lastName = f.person.lastName();
      return {
        title: `${firstName} ${lastName}`,
        email: f.internet.email({ firstName, lastName }).toLowerCase(),
        img: avatarImage(`${firstName} ${lastName}`),
        date: isoDay(f.date.recent({ days: 90 })),
      };
    }),
  }));
}
