import type { Kysely } from 'kysely';
import {
  AIRTIME_GROUP_MAX_MEMBERS,
  type AirtimeGroupDetail,
  type AirtimeGroupListQuery,
  type AirtimeImportResult,
} from '@pamoja/contract/airtime';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { conflict, notFound, unprocessable } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createAirtimeGroupRepository, type AirtimeGroupFields } from './airtime-group-repository';
import { createAirtimeMemberRepository, type MemberFields } from './airtime-member-repository';
import { storeMemberUpload } from './store-member-upload';

const groupNotFound = () => notFound('The airtime group');
const memberNotFound = () => notFound('The group member');
const nameTaken = (name: string) =>
  conflict(`You already have a group named "${name}": choose another name.`, 'GROUP_NAME_TAKEN');
const phoneTaken = () =>
  conflict(
    'This phone number is already in the group: edit that member instead.',
    'DUPLICATE_PHONE',
  );
export const groupFull = () =>
  unprocessable(
    `A group holds at most ${AIRTIME_GROUP_MAX_MEMBERS.toLocaleString('en-KE')} members: start another group.`,
    'GROUP_FULL',
  );

/** A person's airtime groups and their members; another person's group is simply not found. */
export function createAirtimeGroupService(db: Kysely<MainDatabase>) {
  const groups = createAirtimeGroupRepository(db);
  const members = createAirtimeMemberRepository(db);

  async function get(userId: string, id: string) {
    const group = await groups.find(userId, id);
    if (!group) throw groupNotFound();
    return group;
  }

  return {
    list: (userId: string, query: AirtimeGroupListQuery) => groups.list(userId, query),
    get,

    async detail(userId: string, id: string, query: AirtimeGroupListQuery) {
      const group = await get(userId, id);
      const page = await members.page(id, query);
      const detail: AirtimeGroupDetail = { ...group, members: page.items };
      return { detail, total: page.total };
    },

    async create(userId: string, input: { name: string; description?: string | undefined }) {
      const id = await uniqueOr(
        () => groups.create(userId, { name: input.name, description: input.description || null }),
        () => nameTaken(input.name),
      );
      return get(userId, id);
    },

    async update(userId: string, id: string, fields: AirtimeGroupFields) {
      const changed = await uniqueOr(
        () => groups.update(userId, id, fields),
        () => nameTaken(fields.name ?? ''),
      );
      if (!changed) throw groupNotFound();
      return get(userId, id);
    },

    async remove(userId: string, id: string) {
      if (!(await groups.delete(userId, id))) throw groupNotFound();
    },

    async addMember(userId: string, groupId: string, fields: MemberFields) {
      return db.transaction().execute(async (trx) => {
        if (!(await createAirtimeGroupRepository(trx).lockOwned(userId, groupId))) {
          throw groupNotFound();
        }
        const scoped = createAirtimeMemberRepository(trx);
        if ((await scoped.count(groupId)) >= AIRTIME_GROUP_MAX_MEMBERS) throw groupFull();
        return uniqueOr(() => scoped.add(groupId, fields), phoneTaken);
      });
    },

    async updateMember(
      userId: string,
      groupId: string,
      memberId: string,
      fields: Partial<MemberFields>,
    ) {
      await get(userId, groupId);
      const member = await uniqueOr(() => members.update(groupId, memberId, fields), phoneTaken);
      if (!member) throw memberNotFound();
      return member;
    },

    async removeMember(userId: string, groupId: string, memberId: string) {
      await get(userId, groupId);
      if (!(await members.remove(groupId, memberId))) throw memberNotFound();
    },

    /** Stores a parsed upload's good rows; the group is locked so two uploads take turns. */
    async importMembers(
      userId: string,
      groupId: string,
      file: Buffer,
    ): Promise<AirtimeImportResult> {
      await get(userId, groupId);
      return storeMemberUpload(db, userId, groupId, file);
    },
  };
}

export type AirtimeGroupService = ReturnType<typeof createAirtimeGroupService>;
