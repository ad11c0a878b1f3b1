import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../src/db/migrate';

/**
 * Every row that belongs to one organisation, straight from the database and in a fixed order,
 * so a test can prove that requests changed none of it.
 */
export async function snapshotOrganisation(organisationId: string) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const memberIds = db
    .selectFrom('memberships')
    .select('user_id')
    .where('organisation_id', '=', organisationId);
  const [organisation, memberships, people, teams, teamMembers, branches, locations, staff] =
    await Promise.all([
      db.selectFrom('organisations').selectAll().where('id', '=', organisationId).execute(),
      db
        .selectFrom('memberships')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('user_id')
        .execute(),
      db.selectFrom('users').selectAll().where('id', 'in', memberIds).orderBy('id').execute(),
      db
        .selectFrom('teams')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('team_members')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('team_id')
        .orderBy('user_id')
        .execute(),
      db
        .selectFrom('branches')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('staff_locations')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('staff')
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .orderBy('id')
        .execute(),
    ]);
  const [enquiries, codes] = await Promise.all([
    db
      .selectFrom('group_enquiries')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db.selectFrom('otps').selectAll().where('subject_id', '=', organisationId).execute(),
  ]);
  return {
    organisation,
    memberships,
    people,
    teams,
    teamMembers,
    branches,
    locations,
    staff,
    enquiries,
    codes,
  };
}
