import type { Kysely, Selectable } from 'kysely';
import type { Role } from '@pamoja/contract/roles';
import type { MainDatabase } from '../db/schema';

export type UserRow = Selectable<MainDatabase['users']>;

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  passwordHash: string | null;
}

export interface OrganisationRoles {
  id: string;
  name: string;
  roles: Role[];
}

/** Users and their organisation roles. The only place that reads or writes those tables. */
export function createUserRepository(db: Kysely<MainDatabase>) {
  return {
    findById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Locks the row so PIN attempts and role changes of one user run one at a time. */
    findByIdForUpdate(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    findByLogin(username: { email?: string; phoneNumber?: string }) {
      let query = db.selectFrom('users').selectAll();
      query = username.email
        ? query.where('email', '=', username.email)
        : query.where('phone_number', '=', username.phoneNumber ?? '');
      return query.executeTakeFirst();
    },

    async taken(email: string, phoneNumber: string) {
      const rows = await db
        .selectFrom('users')
        .select(['email', 'phone_number'])
        .where((eb) => eb.or([eb('email', '=', email), eb('phone_number', '=', phoneNumber)]))
        .execute();
      return {
        email: rows.some((row) => row.email === email),
        phoneNumber: rows.some((row) => row.phone_number === phoneNumber),
      };
    },

    create(user: NewUser) {
      return db
        .insertInto('users')
        .values({
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email,
          phone_number: user.phoneNumber,
          password_hash: user.passwordHash,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(
      id: string,
      changes: Partial<Omit<UserRow, 'id' | 'created_at' | 'updated_at' | 'address'>> & {
        address?: string;
      },
    ) {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async organisationRoles(userId: string): Promise<OrganisationRoles[]> {
      const rows = await db
        .selectFrom('memberships')
        .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
        .select(['organisations.id', 'organisations.name', 'memberships.roles'])
        .where('memberships.user_id', '=', userId)
        .where('organisations.deleted_at', 'is', null)
        .orderBy('organisations.name')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, roles: row.roles as Role[] }));
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
