import type { Kysely } from 'kysely';
import type {
  CreateTeamRequest,
  TeamListQuery,
  TeamMembersQuery,
  TeamRole,
  UpdateTeamRequest,
} from '@pamoja/contract/teams';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createMembershipRepository } from '../organisations/organisations-module';
import { requestOrganisation } from '../organisations/organisations-module';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { createTeamMemberRepository } from './team-member-repository';
import { createTeamRepository, type TeamScope } from './team-repository';

const nameTaken = () =>
  conflict('This organisation already has a team with this name.', 'TEAM_NAME_TAKEN');
const notAMember = () => notFound('This person in the organisation');

/**
 * Teams of the request's organisation. Those who manage teams (ADMIN) see them all; everyone
 * else sees, read-only, the teams they are in.
 */
export function createTeamService(db: Kysely<MainDatabase>) {
  const teams = createTeamRepository(db);
  const teamMembers = createTeamMemberRepository(db);

  const scopeOf = (auth: AuthContext): TeamScope => ({
    organisationId: requestOrganisation(auth),
    viewerId: auth.ability.can('manage', 'Team') ? null : auth.userId,
  });

  async function team(auth: AuthContext, id: string) {
    const found = await teams.find(scopeOf(auth), id);
    if (!found) throw notFound('Team');
    return found;
  }

  async function ensureMember(organisationId: string, userId: string) {
    if (!(await createMembershipRepository(db).find(organisationId, userId))) throw notAMember();
  }

  async function teamMember(auth: AuthContext, teamId: string, userId: string) {
    const found = await teamMembers.find(scopeOf(auth), teamId, userId);
    if (!found) throw notFound('This person in the team');
    return found;
  }

  return {
    list: (auth: AuthContext, query: TeamListQuery) => teams.list(scopeOf(auth), query),
    get: team,

    async create(auth: AuthContext, input: CreateTeamRequest) {
      const { id } = await uniqueOr(
        () =>
          teams.create(requestOrganisation(auth), {
            name: input.name,
            description: input.description ?? null,
          }),
        nameTaken,
      );
      return team(auth, id);
    },

    async update(auth: AuthContext, id: string, changes: UpdateTeamRequest) {
      const changed = await uniqueOr(
        () => teams.update(requestOrganisation(auth), id, changes),
        nameTaken,
      );
      if (!changed) throw notFound('Team');
      return team(auth, id);
    },

    async remove(auth: AuthContext, id: string) {
      if (!(await teams.remove(requestOrganisation(auth), id))) throw notFound('Team');
    },

    /** Only members of the organisation can join its teams. */
    async addMember(auth: AuthContext, teamId: string, userId: string, role: TeamRole) {
      const organisationId = requestOrganisation(auth);
      await team(auth, teamId);
      await ensureMember(organisationId, userId);
      await uniqueOr(
        () => teams.addMember(organisationId, teamId, userId, role),
        () => conflict('This person is already in the team.', 'ALREADY_IN_TEAM'),
      );
      return teamMember(auth, teamId, userId);
    },

    async removeMember(auth: AuthContext, teamId: string, userId: string) {
      await team(auth, teamId);
      if (!(await teams.removeMember(requestOrganisation(auth), teamId, userId))) {
        throw notFound('This person in the team');
      }
    },

    async updateMember(auth: AuthContext, teamId: string, userId: string, role: TeamRole) {
      await team(auth, teamId);
      if (!(await teams.setMemberRole(requestOrganisation(auth), teamId, userId, role))) {
        throw notFound('This person in the team');
      }
      return teamMember(auth, teamId, userId);
    },

    /** A team named in the filter must be one the caller sees, else 404. */
    async members(auth: AuthContext, query: TeamMembersQuery) {
      if (query.team) await team(auth, query.team);
      return teamMembers.search(scopeOf(auth), query);
    },

    async membersCount(auth: AuthContext, userId: string = auth.userId) {
      await ensureMember(requestOrganisation(auth), userId);
      return { userId, count: await teamMembers.countTeamsOf(scopeOf(auth), userId) };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
