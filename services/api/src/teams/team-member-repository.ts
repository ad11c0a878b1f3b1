import type { Kysely } from 'kysely';
import type { TeamMember, TeamMembersQuery, TeamRole } from '@pamoja/contract/teams';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { personMatches } from '../organisations/organisations-module';
import { viewerIn, type TeamScope } from './team-repository';

function teamMembers(db: Kysely<MainDatabase>, scope: TeamScope) {
  let q = db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'teams.id as team_id',
      'teams.name as team_name',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.phone_number',
      'team_members.role',
      'team_members.created_at',
    ])
    .where('team_members.organisation_id', '=', scope.organisationId);
  if (scope.viewerId) q = q.where(viewerIn(scope.viewerId));
  return q;
}

type Row = Awaited<ReturnType<ReturnType<typeof teamMembers>['executeTakeFirstOrThrow']>>;

const toTeamMember = (row: Row): TeamMember => ({
  teamId: row.team_id,
  teamName: row.team_name,
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: `${row.first_name} ${row.last_name}`,
  email: row.email,
  phoneNumber: row.phone_number,
  role: row.role as TeamRole,
  joinedAt: row.created_at.toISOString(),
});

/** People in the organisation's teams, one row per person and team. */
export function createTeamMemberRepository(db: Kysely<MainDatabase>) {
  return {
    async search(scope: TeamScope, query: TeamMembersQuery) {
      let q = teamMembers(db, scope);
      if (query.team) q = q.where('team_members.team_id', '=', query.team);
      if (query.keyword) q = q.where(personMatches(query.keyword));
      const ordered = q
        .orderBy('users.first_name')
        .orderBy('users.last_name')
        .orderBy('users.id')
        .orderBy('teams.name')
        .orderBy('teams.id');
      const page = await fetchPage(ordered, query);
      return { items: page.rows.map(toTeamMember), total: page.total };
    },

    async find(scope: TeamScope, teamId: string, userId: string) {
      const row = await teamMembers(db, scope)
        .where('team_members.team_id', '=', teamId)
        .where('team_members.user_id', '=', userId)
        .executeTakeFirst();
      return row && toTeamMember(row);
    },

    /** How many of the scope's teams the user is in. */
    async countTeamsOf(scope: TeamScope, userId: string): Promise<number> {
      const row = await teamMembers(db, scope)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string | bigint>().as('n'))
        .where('team_members.user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
