import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Team, TeamListQuery, TeamRole } from '@pamoja/contract/teams';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

/** Which teams a caller sees: all of the organisation's, or (viewerId) only those they are in. */
export interface TeamScope {
  organisationId: string;
  viewerId: string | null;
}

type TeamRow = ExpressionBuilder<MainDatabase, 'teams'>;

/** The team is one the viewer belongs to. */
export const viewerIn = (viewerId: string) => (eb: TeamRow) =>
  eb.exists(
    eb
      .selectFrom('team_members as mine')
      .select('mine.team_id')
      .whereRef('mine.team_id', '=', 'teams.id')
      .where('mine.user_id', '=', viewerId),
  );

function teams(db: Kysely<MainDatabase>, scope: TeamScope) {
  let q = db
    .selectFrom('teams')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'teams.description',
      'teams.created_at',
      'teams.updated_at',
      eb
        .selectFrom('team_members as counted')
        .select((sub) => sub.fn.countAll<string | bigint>().as('n'))
        .whereRef('counted.team_id', '=', 'teams.id')
        .as('member_count'),
    ])
    .where('teams.organisation_id', '=', scope.organisationId);
  if (scope.viewerId) q = q.where(viewerIn(scope.viewerId));
  return q;
}

type Row = Awaited<ReturnType<ReturnType<typeof teams>['executeTakeFirstOrThrow']>>;

const toTeam = (row: Row): Team => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: Number(row.member_count ?? 0),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Teams of one organisation; every query filters by it. */
export function createTeamRepository(db: Kysely<MainDatabase>) {
  return {
    async list(scope: TeamScope, query: TeamListQuery) {
      let q = teams(db, scope);
      if (query.search) q = q.where('teams.name', 'ilike', containsPattern(query.search));
      const page = await fetchPage(q.orderBy('teams.name').orderBy('teams.id'), query);
      return { items: page.rows.map(toTeam), total: page.total };
    },

    async find(scope: TeamScope, id: string): Promise<Team | undefined> {
      const row = await teams(db, scope).where('teams.id', '=', id).executeTakeFirst();
      return row && toTeam(row);
    },

    create(organisationId: string, input: { name: string; description: string | null }) {
      return db
        .insertInto('teams')
        .values({ organisation_id: organisationId, ...input })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /** Whether a team of the organisation was changed (false: no such team there). */
    async update(
      organisationId: string,
      id: string,
      changes: { name?: string; description?: string | null },
    ) {
      const result = await db
        .updateTable('teams')
        .set({ ...changes, updated_at: new Date() })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the team and, by cascade, its member list. */
    async remove(organisationId: string, id: string) {
      const result = await db
        .deleteFrom('teams')
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async addMember(organisationId: string, teamId: string, userId: string, role: TeamRole) {
      await db
        .insertInto('team_members')
        .values({ organisation_id: organisationId, team_id: teamId, user_id: userId, role })
        .execute();
    },

    async removeMember(organisationId: string, teamId: string, userId: string) {
      const result = await db
        .deleteFrom('team_members')
        .where('organisation_id', '=', organisationId)
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async setMemberRole(organisationId: string, teamId: string, userId: string, role: TeamRole) {
      const result = await db
        .updateTable('team_members')
        .set({ role })
        .where('organisation_id', '=', organisationId)
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
