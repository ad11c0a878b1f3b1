import type { Kysely } from 'kysely';
import type { Preferences } from '@pamoja/contract/users';
import type { MainDatabase } from '../db/schema';

type Changes = Partial<Omit<Preferences, 'userId'>>;

/** A user's preferences; a user who never saved any gets the defaults. */
export function createPreferencesRepository(db: Kysely<MainDatabase>) {
  async function get(userId: string): Promise<Preferences> {
    const row = await db
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      userId,
      language: (row?.language ?? 'en') as Preferences['language'],
      emailNotifications: row?.email_notifications ?? true,
      smsNotifications: row?.sms_notifications ?? true,
      pushNotifications: row?.push_notifications ?? false,
      marketing: row?.marketing ?? false,
    };
  }

  return {
    get,
    async save(userId: string, changes: Changes): Promise<Preferences> {
      const values = {
        ...(changes.language !== undefined && { language: changes.language }),
        ...(changes.emailNotifications !== undefined && {
          email_notifications: changes.emailNotifications,
        }),
        ...(changes.smsNotifications !== undefined && {
          sms_notifications: changes.smsNotifications,
        }),
        ...(changes.pushNotifications !== undefined && {
          push_notifications: changes.pushNotifications,
        }),
        ...(changes.marketing !== undefined && { marketing: changes.marketing }),
      };
      await db
        .insertInto('user_preferences')
        .values({ user_id: userId, ...values })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
        .execute();
      return get(userId);
    },
  };
}
