import { HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { ReconciliationItem } from '@pamoja/contract/reconciliation';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import type { Role } from '@pamoja/contract/roles';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { member as baseMember } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

const withRole = (role: Role): UserData => ({
  ...baseMember,
  role,
  roles: role === 'MEMBER' ? ['MEMBER'] : [role, 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: [role] }],
  ability: ROLE_ABILITIES[role],
});

/** The platform's SUPER_ADMIN, the only role that decides reconciliation items. */
export const superAdmin: UserData = {
  ...withRole('SUPER_ADMIN'),
  email: 'superadmin@pamoja.test',
  firstName: 'Zawadi',
  lastName: 'Mutua',
  fullName: 'Zawadi Mutua',
};
export const admin = withRole('ADMIN');
export const agent = withRole('AGENT');
export const member = withRole('MEMBER');

export const transaction = (
  n: number,
  changes: Partial<WalletTransaction> = {},
): WalletTransaction => ({
  id: `7a8b9c0d-1e2f-4a3b-8c4d-${String(n).padStart(12, '0')}`,
  reference: `PMJ-W${String(n).padStart(5, '0')}`,
  type: 'MPESA_B2C',
  direction: 'DEBIT',
  amount: 1000,
  fee: 20,
  currency: 'KES',
  status: 'PENDING',
  phoneNumber: '254722000111',
  beneficiaryName: null,
  provider: 'mpesa',
  providerReference: `AG_2030_${n}`,
  receiptNumber: null,
  failureReason: null,
  groupId: null,
  details: {},
  createdAt: '2030-03-04T06:00:00.000Z',
  updatedAt: '2030-03-04T06:00:00.000Z',
  ...changes,
});

/** An OPEN item: the sweeper gave up asking an hour after the payout began. */
export const item = (
  n: number,
  changes: Partial<ReconciliationItem> = {},
  tx: Partial<WalletTransaction> = {},
): ReconciliationItem => ({
  id: `3c4d5e6f-7a8b-4c9d-8e0f-${String(n).padStart(12, '0')}`,
  cause: 'STILL_PENDING',
  openedAt: '2030-03-04T07:00:00.000Z',
  transaction: transaction(n, tx),
  owner: {
    id: `5b0a1c2e-7d1f-4a55-9a0e-${String(n).padStart(12, '0')}`,
    name: `Owner ${n}`,
    phoneNumber: '254712345678',
  },
  providerAnswer: null,
  outcome: null,
  reason: null,
  evidence: null,
  resolvedBy: null,
  resolvedAt: null,
  ...changes,
});

/** The same item once decided. */
export const decided = (n: number, changes: Partial<ReconciliationItem> = {}) =>
  item(n, {
    outcome: 'FAILED',
    reason: 'Safaricom statement shows no payout',
    evidence: null,
    resolvedBy: { id: '9f8e7d6c-5b4a-4a3b-8c2d-1e0f9a8b7c6d', name: 'Zawadi Mutua' },
    resolvedAt: '2030-03-04T09:00:00.000Z',
    ...changes,
  });

export const page = <T>(data: T[], pageNumber = 1, total = data.length, limit = 20) =>
  HttpResponse.json({ message: 'Success', data, pagination: { page: pageNumber, limit, total } });

export const ok = <T>(data: T, message = 'Success', status = 200) =>
  HttpResponse.json({ message, data }, { status });

export const problem = (
  status: number,
  code: string,
  message: string,
  details?: { path: string; message: string }[],
) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );
