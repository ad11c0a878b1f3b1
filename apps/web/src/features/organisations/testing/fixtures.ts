import { HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member as baseMember } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';
export const OTHER_ORGANISATION_ID = '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

/** The seeded ADMIN's shape: ADMIN of the demo Sacco, MEMBER of another. */
export const admin: UserData = {
  ...baseMember,
  email: 'admin@pamoja.test',
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  organisations: [
    { id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN', 'MEMBER'] },
    { id: OTHER_ORGANISATION_ID, name: 'Umoja Chama', roles: ['ADMIN'] },
  ],
  ability: ROLE_ABILITIES.ADMIN,
};

/** A MEMBER with the server's real rules: reads organisations and teams, manages neither. */
export const readOnlyMember: UserData = {
  ...baseMember,
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['MEMBER'] }],
  ability: ROLE_ABILITIES.MEMBER,
};

export const page = <T>(data: T[], pageNumber = 1, total = data.length) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: pageNumber, limit: 10, total },
  });

export const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );
