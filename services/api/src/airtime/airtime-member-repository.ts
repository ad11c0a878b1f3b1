import type { Kysely, Selectable } from 'kysely';
import type { AirtimeGroupListQuery, AirtimeGroupMember } from '@pamoja/contract/airtime';
import { toMajorUnits } from '@pamoja/contract/money';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

type Row = Selectable<MainDatabase['airtime_group_members']>;

export interface MemberFields {
  name: string;
  phoneNumber: string;
  /** Cents. */
  amount: bigint;
}

const toMember = (row: Row): AirtimeGroupMember => ({
  id: row.id,
  name: row.name,
  phoneNumber: row.phone_number,
  amount: toMajorUnits(BigInt(row.amount)),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const columns = (fields: Partial<MemberFields>) => ({
  ...(fields.name === undefined ? {} : { name: fields.name }),
  ...(fields.phoneNumber === undefined ? {} : { phone_number: fields.phoneNumber }),
  ...(fields.amount === undefined ? {} : { amount: fields.amount }),
});

/** PostgreSQL takes at most 65,535 parameters a statement: 4 a row, so 1,000 rows a chunk. */
const INSERT_CHUNK = 1000;

/** Members of one group. Callers check the group is the caller's first (the group repository). */
export function createAirtimeMemberRepository(db: Kysely<MainDatabase>) {
  return {
    async page(groupId: string, query: AirtimeGroupListQuery) {
      let q = db.selectFrom('airtime_group_members').selectAll().where('group_id', '=', groupId);
      if (query.keyword) {
        const pattern = containsPattern(query.keyword);
        q = q.where((eb) =>
          eb.or([eb('name', 'ilike', pattern), eb('phone_number', 'ilike', pattern)]),
        );
      }
      const page = await fetchPage(q.orderBy('created_at').orderBy('id'), query);
      return { items: page.rows.map(toMember), total: page.total };
    },

    async all(groupId: string) {
      return db
        .selectFrom('airtime_group_members')
        .select(['id', 'name', 'phone_number', 'amount'])
        .where('group_id', '=', groupId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    async count(groupId: string): Promise<number> {
      const row = await db
        .selectFrom('airtime_group_members')
        .select((eb) => eb.fn.countAll<string | bigint>().as('n'))
        .where('group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async phones(groupId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('airtime_group_members')
        .select('phone_number')
        .where('group_id', '=', groupId)
        .execute();
      return new Set(rows.map((row) => row.phone_number));
    },

    async add(groupId: string, fields: MemberFields): Promise<AirtimeGroupMember> {
      const row = await db
        .insertInto('airtime_group_members')
        .values({
          group_id: groupId,
          name: fields.name,
          phone_number: fields.phoneNumber,
          amount: fields.amount,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toMember(row);
    },

    /** Stores what is new; answers the phones actually stored (a clash with a racing add is skipped). */
    async addMany(groupId: string, members: MemberFields[]): Promise<Set<string>> {
      const stored = new Set<string>();
      for (let start = 0; start < members.length; start += INSERT_CHUNK) {
        const rows = await db
          .insertInto('airtime_group_members')
          .values(
            members.slice(start, start + INSERT_CHUNK).map((member) => ({
              group_id: groupId,
              name: member.name,
              phone_number: member.phoneNumber,
              amount: member.amount,
            })),
          )
          .onConflict((oc) => oc.columns(['group_id', 'phone_number']).doNothing())
          .returning('phone_number')
          .execute();
        for (const row of rows) stored.add(row.phone_number);
      }
      return stored;
    },

    async update(
      groupId: string,
      memberId: string,
      fields: Partial<MemberFields>,
    ): Promise<AirtimeGroupMember | undefined> {
      const row = await db
        .updateTable('airtime_group_members')
        .set({ ...columns(fields), updated_at: new Date() })
        .where('id', '=', memberId)
        .where('group_id', '=', groupId)
        .returningAll()
        .executeTakeFirst();
      return row && toMember(row);
    },

    async remove(groupId: string, memberId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('airtime_group_members')
        .where('id', '=', memberId)
        .where('group_id', '=', groupId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type AirtimeMemberRepository = ReturnType<typeof createAirtimeMemberRepository>;
