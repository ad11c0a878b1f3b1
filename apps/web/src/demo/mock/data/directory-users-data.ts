import { avatarImage } from '../lib/placeholder-image';
import { withSeed } from '../lib/seeded';
import {
  USER_BILLINGS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
} from '../schemas/directory-user-schema';
import type { DirectoryUser } from '../schemas/directory-user-schema';

export const DIRECTORY_USER_COUNT = 50;

/** The user directory of /apps/user/* (ids from 1: the view page opens user 1 by default). */
export function buildDirectoryUsers(): DirectoryUser[] {
  return withSeed('directory-users', (f) => {
    const taken = new Set<string>();
    return Array.from({ length: DIRECTORY_USER_COUNT }, (_, index): DirectoryUser => {
      const id = index + 1;
      const firstName = f.person.firstName();
      const lastName = f.person.lastName();
      const fullName = `${firstName} ${lastName}`;
      let username = f.internet.username({ firstName, lastName }).toLowerCase();
      // Usernames and e-mails are unique, as a directory's would be.
      if (taken.has(username)) username = `${username}${id}`;
      taken.add(username);
      return {
        id,
        billing: f.helpers.arrayElement(USER_BILLINGS),
        fullName,
        company: f.company.name(),
        role: f.helpers.arrayElement(USER_ROLES),
        username,
        country: f.location.country(),
        contact: f.phone.number({ style: 'national' }),
        email: `${username.replace(/[^a-z0-9._-]/g, '')}@${f.internet.domainName()}`,
        currentPlan: f.helpers.arrayElement(USER_PLANS),
        status: f.helpers.arrayElement(USER_STATUSES),
        avatar: f.datatype.boolean({ probability: 0.7 }) ? avatarImage(fullName) : '',
      };
    });
  });
}
