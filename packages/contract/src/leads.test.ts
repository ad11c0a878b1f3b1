import { describe, expect, it } from 'vitest';
import { leadListQuery } from './leads';
import { canMove, leadStatuses, needsReason, type LeadStatus } from './lead-states';

const allowed: [LeadStatus, LeadStatus][] = [
  ['NEW', 'APPROVED'],
  ['NEW', 'REJECTED'],
  ['NEW', 'CANCELLED'],
  ['APPROVED', 'RECEIVED'],
  ['APPROVED', 'REJECTED'],
  ['APPROVED', 'CANCELLED'],
  ['RECEIVED', 'DISPATCHED'],
  ['RECEIVED', 'CANCELLED'],
  ['DISPATCHED', 'SUSPENDED'],
  ['SUSPENDED', 'DISPATCHED'],
];
const isAllowed = (from: LeadStatus, to: LeadStatus) =>
  allowed.some(([a, b]) => a === from && b === to);
const every = leadStatuses.flatMap((from) => leadStatuses.map((to) => [from, to] as const));

describe('the lead transition table', () => {
  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it.each(every.filter(([from, to]) => !isAllowed(from, to)))('refuses %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it('asks a reason for REJECTED, CANCELLED and SUSPENDED only', () => {
    expect(leadStatuses.filter(needsReason)).toEqual(['SUSPENDED', 'REJECTED', 'CANCELLED']);
  });
});

describe('the lead list query', () => {
  it('reads every filter, normalises the phone and treats empty values as none', () => {
    const query = leadListQuery.parse({
      phoneNumber: '0712 345 678',
      amountFrom: '100',
      amountTo: '',
      status: 'NEW',
    });
    expect(query).toMatchObject({
      page: 1,
      limit: 10,
      phoneNumber: '254712345678',
      amountFrom: 10000n,
    });
    expect(query.amountTo).toBeUndefined();
    expect(leadListQuery.safeParse({ amountFrom: '5', amountTo: '1' }).success).toBe(false);
    expect(leadListQuery.safeParse({ status: 'LOST' }).success).toBe(false);
  });
});
