import { HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { Booking, BookingService, Slot } from '@pamoja/contract/bookings';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member as baseMember } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';
export const BRANCH_ID = '1a2b3c4d-5e6f-4a7b-8c9d-000000000001';
export const OTHER_BRANCH_ID = '1a2b3c4d-5e6f-4a7b-8c9d-000000000002';
export const SERVICE_ID = '2b3c4d5e-6f7a-4b8c-9d0e-000000000001';

const withRole = (role: 'MEMBER' | 'AGENT' | 'ADMIN'): UserData => ({
  ...baseMember,
  role,
  roles: role === 'MEMBER' ? ['MEMBER'] : [role, 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: [role] }],
  ability: ROLE_ABILITIES[role],
});

export const member = withRole('MEMBER');
export const agent = withRole('AGENT');
export const admin = withRole('ADMIN');

export const service = (changes: Partial<BookingService> = {}): BookingService => ({
  id: SERVICE_ID,
  name: 'Loan consultation',
  description: 'Talk through a loan with an officer.',
  durationMinutes: 30,
  bufferMinutes: 15,
  capacity: 2,
  active: true,
  branches: [
    { id: BRANCH_ID, name: 'Nairobi CBD' },
    { id: OTHER_BRANCH_ID, name: 'Kisumu' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

/** A slot of 2030-03-04 (a Monday) at `hour`:00 Nairobi time. */
export const slot = (hour: number, remaining = 2): Slot => ({
  startsAt: `2030-03-04T${String(hour - 3).padStart(2, '0')}:00:00.000Z`,
  endsAt: `2030-03-04T${String(hour - 3).padStart(2, '0')}:30:00.000Z`,
  capacity: 2,
  remaining,
  requested: 0,
});

export const booking = (n: number, changes: Partial<Booking> = {}): Booking => ({
  id: `3c4d5e6f-7a8b-4c9d-8e0f-${String(n).padStart(12, '0')}`,
  organisationId: ORGANISATION_ID,
  serviceId: SERVICE_ID,
  serviceName: 'Loan consultation',
  branchId: BRANCH_ID,
  branchName: 'Nairobi CBD',
  memberId: baseMember.id,
  memberName: `Member ${n}`,
  memberPhone: '254712345678',
  status: 'REQUESTED',
  startsAt: '2030-03-04T06:00:00.000Z',
  endsAt: '2030-03-04T06:30:00.000Z',
  notes: null,
  reason: null,
  rescheduledFrom: null,
  rescheduledTo: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

export const page = <T>(data: T[], pageNumber = 1, total = data.length) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: pageNumber, limit: 10, total },
  });

export const ok = <T>(data: T, message = 'Success', status = 200) =>
  HttpResponse.json({ message, data }, { status });

export const problem = (status: number, code: string, message: string) =>
  HttpResponse.json({ statusCode: status, code, errorMessage: message, message }, { status });
