import { HttpResponse } from 'msw';
import type { AirtimeGroup, AirtimeGroupMember } from '@pamoja/contract/airtime';
import type { UserData } from '@pamoja/contract/auth';
import type { Telco } from '@pamoja/contract/reference-data';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import type { AirtimeLine, WalletTransaction } from '@pamoja/contract/wallet';
import { member } from '../../../shared/testing/fixtures';

/** A MEMBER with the server's real rules: manages their own Airtime (and wallet, transactions). */
export const airtimeMember: UserData = { ...member, ability: ROLE_ABILITIES.MEMBER };

const uuid = (prefix: string, n: number) =>
  `${prefix}-4b5a-4c6d-8e7f-${String(n).padStart(12, '0')}`;

/** The seeded networks, trimmed to a few prefixes each. */
export const TELCOS: Telco[] = [
  {
    id: uuid('0a000000', 1),
    name: 'Safaricom',
    code: 'SAFARICOM',
    prefixes: ['712', '722', '110'],
  },
  { id: uuid('0a000000', 2), name: 'Airtel Kenya', code: 'AIRTEL', prefixes: ['733', '100'] },
  { id: uuid('0a000000', 3), name: 'Telkom Kenya', code: 'TELKOM', prefixes: ['770', '777'] },
];

export function group(n: number, overrides: Partial<AirtimeGroup> = {}): AirtimeGroup {
  return {
    id: uuid('6a000000', n),
    name: `Group ${n}`,
    description: null,
    memberCount: 0,
    totalAmount: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function groupMember(n: number, overrides: Partial<AirtimeGroupMember> = {}) {
  const item: AirtimeGroupMember = {
    id: uuid('7b000000', n),
    name: `Member ${n}`,
    phoneNumber: `2547120000${String(n).padStart(2, '0')}`,
    amount: 100,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
  return item;
}

export function line(n: number, overrides: Partial<AirtimeLine> = {}): AirtimeLine {
  return {
    id: uuid('8c000000', n),
    memberId: uuid('7b000000', n),
    name: `Member ${n}`,
    phoneNumber: `2547120000${String(n).padStart(2, '0')}`,
    amount: 100,
    status: 'AWAITING_PAYMENT',
    failureReason: null,
    creditedToWallet: false,
    updatedAt: '2026-11-21T05:58:56.675Z',
    ...overrides,
  };
}

let sequence = 0;

export function purchase(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  sequence += 1;
  return {
    id: uuid('9d000000', sequence),
    reference: `PMJAIR${sequence}`,
    type: 'AIRTIME',
    direction: 'DEBIT',
    amount: 100,
    fee: 0,
    currency: 'KES',
    status: 'PENDING',
    phoneNumber: '254712345678',
    beneficiaryName: null,
    provider: 'mpesa',
    providerReference: 'ws_CO_21112026085856526790',
    receiptNumber: null,
    failureReason: null,
    groupId: null,
    details: {},
    createdAt: '2026-11-21T05:58:56.673Z',
    updatedAt: '2026-11-21T05:58:56.675Z',
    ...overrides,
  };
}

export const page = <T>(data: T[], pageNumber = 1, total = data.length) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: pageNumber, limit: 10, total },
  });

/** `{statusCode, code, errorMessage, message}` as the services answer a refusal. */
export const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ statusCode: status, code, errorMessage: message, message }, { status });
