import type { Kysely } from 'kysely';
import type {
  BranchListQuery,
  CreateBranchRequest,
  UpdateBranchRequest,
} from '@pamoja/contract/branches';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { uniqueOr, unreferencedOr } from '@pamoja/server-kit/db-errors';
import { requestOrganisation } from '../organisations/organisations-module';
import { createBranchRepository } from './branch-repository';

const nameTaken = () =>
  conflict('This organisation already has a branch with this name.', 'BRANCH_NAME_TAKEN');
const inUse = () =>
  conflict(
    'This branch still has staff locations or staff. Move or delete them first.',
    'BRANCH_IN_USE',
  );

/** Branches of the request's organisation. */
export function createBranchService(db: Kysely<MainDatabase>) {
  const branches = createBranchRepository(db);

  async function branch(auth: AuthContext, id: string) {
    const found = await branches.find(requestOrganisation(auth), id);
    if (!found) throw notFound('Branch');
    return found;
  }

  return {
    list: (auth: AuthContext, query: BranchListQuery) =>
      branches.list(requestOrganisation(auth), query),
    get: branch,

    async create(auth: AuthContext, input: CreateBranchRequest) {
      const { id } = await uniqueOr(
        () =>
          branches.create(requestOrganisation(auth), {
            name: input.name,
            address: input.address ?? null,
          }),
        nameTaken,
      );
      return branch(auth, id);
    },

    async update(auth: AuthContext, id: string, changes: UpdateBranchRequest) {
      const changed = await uniqueOr(
        () => branches.update(requestOrganisation(auth), id, changes),
        nameTaken,
      );
      if (!changed) throw notFound('Branch');
      return branch(auth, id);
    },

    /** Refused while anything is attached; the foreign keys also refuse it in a race. */
    async remove(auth: AuthContext, id: string) {
      const found = await branch(auth, id);
      const organisationId = requestOrganisation(auth);
      if (found.staffLocationCount > 0 || (await branches.staffCount(organisationId, id)) > 0) {
        throw inUse();
      }
      await unreferencedOr(() => branches.remove(organisationId, id), inUse);
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
