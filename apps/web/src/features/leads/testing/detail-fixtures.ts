import { HttpResponse } from 'msw';
import type { Lead, LeadEvent } from '@pamoja/contract/leads';
import { agent } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';
export const LEAD_ID = '7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b';

export const lead = (changes: Partial<Lead> = {}): Lead => ({
  id: LEAD_ID,
  code: 'LD-ABCD2345',
  organisationId: ORGANISATION_ID,
  productId: '9a8b7c6d-5e4f-4a3b-8c2d-000000000001',
  productName: 'Afya cover 1',
  name: 'Baraka Otieno',
  phoneNumber: '254722000111',
  nationalIdLast3: '789',
  amount: null,
  location: 'Kisumu',
  referralId: 'REF-77',
  agentId: agent.id,
  agentName: agent.fullName,
  assignedTo: null,
  source: 'AGENT',
  status: 'NEW',
  reason: null,
  consentVerifiedAt: '2026-11-20T08:00:00.000Z',
  version: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
  facility: {
    id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
    kmhflCode: '13023',
    name: 'Kisumu County Referral Hospital',
    county: 'Kisumu',
    level: 'Level 5',
  },
  ...changes,
});

export const leadEvent = (n: number, changes: Partial<LeadEvent> = {}): LeadEvent => ({
  id: `1e2d3c4b-5a6f-4e7d-8c9b-${String(n).padStart(12, '0')}`,
  leadId: LEAD_ID,
  action: 'CAPTURED',
  fromStatus: null,
  toStatus: 'NEW',
  reason: null,
  details: {},
  actorId: agent.id,
  actorName: agent.fullName,
  requestId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...changes,
});

export const ok = <T>(data: T, status = 200) =>
  HttpResponse.json({ message: 'Success', data }, { status });

export const paged = <T>(data: T[], page: number, total: number, limit = 10) =>
  HttpResponse.json({ message: 'Success', data, pagination: { page, limit, total } });

export const problem = (status: number, code: string, message: string, details: unknown[] = []) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );
