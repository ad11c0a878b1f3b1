import { HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { GroupEnquiry } from '@pamoja/contract/groups';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member as baseMember } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

/** A MEMBER with the server's real rules: reads the organisation, manages nothing in it. */
export const enquiryMember: UserData = {
  ...baseMember,
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['MEMBER'] }],
  ability: ROLE_ABILITIES.MEMBER,
};

/** An ADMIN of the same organisation: reads every enquiry sent to it. */
export const enquiryAdmin: UserData = {
  ...baseMember,
  email: 'admin@pamoja.test',
  fullName: 'Baraka Otieno',
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN', 'MEMBER'] }],
  ability: ROLE_ABILITIES.ADMIN,
};

export function enquiry(n: number, overrides: Partial<GroupEnquiry> = {}): GroupEnquiry {
  return {
    id: `3e000000-4b5a-4c6d-8e7f-${String(n).padStart(12, '0')}`,
    name: `Sender ${n}`,
    email: `sender${n}@pamoja.test`,
    phoneNumber: '254722000111',
    message: `Enquiry number ${n}`,
    groupType: 'CHAMA',
    submittedBy: baseMember.id,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(data: T[], pageNumber = 1, total = data.length) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: pageNumber, limit: 10, total },
  });

/** `{statusCode, code, errorMessage, message, details}` as the services answer a refusal. */
export const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );
