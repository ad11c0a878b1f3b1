import type { Kysely } from 'kysely';
import type { Role } from '@pamoja/contract/roles';
import type { MainDatabase } from '../db/schema';

/** Organisations and who belongs to them with which roles. */
export function createOrganisationRepository(db: Kysely<MainDatabase>) {
  return {
    create(name: string, createdBy: string | null) {
      return db
        .insertInto('organisations')
        .values({ name, created_by: createdBy })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    findByName(name: string) {
      return db
        .selectFrom('organisations')
        .select(['id', 'name'])
        .where('name', '=', name)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async setMembership(organisationId: string, userId: string, roles: Role[]) {
      await db
        .insertInto('memberships')
        .values({ organisation_id: organisationId, user_id: userId, roles })
        .onConflict((oc) => oc.columns(['organisation_id', 'user_id']).doUpdateSet({ roles }))
        .execute();
    },
  };
}
