import type { Kysely } from 'kysely';
import {
  AIRTIME_GROUP_MAX_MEMBERS,
  type AirtimeImportProblem,
  type AirtimeImportResult,
} from '@pamoja/contract/airtime';
import { notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createAirtimeGroupRepository } from './airtime-group-repository';
import { createAirtimeMemberRepository } from './airtime-member-repository';
import { parseMemberUpload } from './import/parse-member-upload';

const byLine = (a: AirtimeImportProblem, b: AirtimeImportProblem) => a.line - b.line;

/**
 * An upload of members: the file is parsed first (no lock held while it is read), then the good
 * rows that are new to the group are stored in one transaction under the group's lock. Rows
 * already in the group, or past the group's size limit, are reported, never stored.
 */
export async function storeMemberUpload(
  db: Kysely<MainDatabase>,
  userId: string,
  groupId: string,
  file: Buffer,
): Promise<AirtimeImportResult> {
  const parsed = await parseMemberUpload(file);
  const duplicateRows = [...parsed.duplicates];
  const rejectedRows = [...parsed.rejected];

  const added = await db.transaction().execute(async (trx) => {
    if (!(await createAirtimeGroupRepository(trx).lockOwned(userId, groupId))) {
      throw notFound('The airtime group');
    }
    const members = createAirtimeMemberRepository(trx);
    const existing = await members.phones(groupId);
    let room = AIRTIME_GROUP_MAX_MEMBERS - existing.size;
    const fresh = parsed.valid.filter((row) => {
      if (existing.has(row.phoneNumber)) {
        duplicateRows.push({
          line: row.line,
          phoneNumber: row.phoneNumber,
          reason: 'This phone number is already in the group.',
        });
        return false;
      }
      if (room <= 0) {
        rejectedRows.push({
          line: row.line,
          phoneNumber: row.phoneNumber,
          reason: `The group is full: it holds at most ${AIRTIME_GROUP_MAX_MEMBERS.toLocaleString('en-KE')} members.`,
        });
        return false;
      }
      room -= 1;
      return true;
    });
    const stored = await members.addMany(groupId, fresh);
    // A member added by someone else between our read and our insert: a duplicate after all.
    for (const row of fresh) {
      if (!stored.has(row.phoneNumber)) {
        duplicateRows.push({
          line: row.line,
          phoneNumber: row.phoneNumber,
          reason: 'This phone number is already in the group.',
        });
      }
    }
    return stored.size;
  });

  duplicateRows.sort(byLine);
  rejectedRows.sort(byLine);
  return {
    format: parsed.format,
    rows: parsed.rows,
    added,
    duplicates: duplicateRows.length,
    rejected: rejectedRows.length,
    duplicateRows,
    rejectedRows,
  };
}
