import type { Kysely, Selectable } from 'kysely';
import type {
  GroupEnquiry,
  GroupListQuery,
  GroupType,
  NewGroupEnquiry,
} from '@pamoja/contract/groups';
import { containsPattern, fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

const toEnquiry = (row: Selectable<MainDatabase['group_enquiries']>): GroupEnquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phone_number,
  message: row.message,
  groupType: row.group_type as GroupType,
  submittedBy: row.submitted_by,
  createdAt: row.created_at.toISOString(),
});

/** Contact-form enquiries of one organisation; every query filters by it. */
export function createGroupEnquiryRepository(db: Kysely<MainDatabase>) {
  return {
    /** Newest first, like an inbox; `submittedBy` narrows to one person's own enquiries. */
    async list(organisationId: string, query: GroupListQuery, submittedBy: string | null) {
      let q = db
        .selectFrom('group_enquiries')
        .selectAll()
        .where('organisation_id', '=', organisationId);
      if (submittedBy) q = q.where('submitted_by', '=', submittedBy);
      if (query.groupType) q = q.where('group_type', '=', query.groupType);
      if (query.search) {
        const pattern = containsPattern(query.search);
        q = q.where((eb) =>
          eb.or([
            eb('name', 'ilike', pattern),
            eb('email', 'ilike', pattern),
            eb('phone_number', 'like', pattern),
          ]),
        );
      }
      const page = await fetchPage(q.orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
      return { items: page.rows.map(toEnquiry), total: page.total };
    },

    async create(organisationId: string, submittedBy: string, input: NewGroupEnquiry) {
      const row = await db
        .insertInto('group_enquiries')
        .values({
          organisation_id: organisationId,
          submitted_by: submittedBy,
          name: input.name,
          email: input.email,
          phone_number: input.phoneNumber,
          message: input.message,
          group_type: input.groupType,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEnquiry(row);
    },
  };
}
