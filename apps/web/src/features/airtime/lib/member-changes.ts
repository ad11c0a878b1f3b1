import type { AirtimeGroupMember } from '@pamoja/contract/airtime';

export interface MemberValues {
  name: string;
  phoneNumber: string;
  amount: number;
}

/** Only the fields an inline edit changed: the server gets a partial update. */
export function memberChanges(
  values: MemberValues,
  member: Pick<AirtimeGroupMember, 'name' | 'phoneNumber' | 'amount'>,
): Partial<MemberValues> {
  const changes: Partial<MemberValues> = {};
  if (values.name !== member.name) changes.name = values.name;
  if (values.phoneNumber !== member.phoneNumber) changes.phoneNumber = values.phoneNumber;
  if (values.amount !== member.amount) changes.amount = values.amount;
  return changes;
}
