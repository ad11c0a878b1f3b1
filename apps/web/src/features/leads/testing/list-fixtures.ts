import { http, HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { Lead } from '@pamoja/contract/leads';
import type { Member } from '@pamoja/contract/organisations';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { agent, member } from '../../../shared/testing/fixtures';
import { server } from '../../../shared/testing/server';
import type { LeadRow } from '../api/list-leads';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';
export const PRODUCT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-000000000001';

export const leadAdmin: UserData = {
  ...member,
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'admin@pamoja.test',
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN', 'MEMBER'] }],
  ability: ROLE_ABILITIES.ADMIN,
};
export { agent as leadAgent };

export const ASSIGNEE: Member = {
  userId: '6d5c4b3a-2f1e-4d0c-8b9a-7f6e5d4c3b2a',
  firstName: 'Wanjiku',
  lastName: 'Kamau',
  fullName: 'Wanjiku Kamau',
  email: 'wanjiku@pamoja.test',
  phoneNumber: '254711000222',
  status: 'ACTIVE',
  roles: ['AGENT', 'MEMBER'],
  joinedAt: '2026-01-01T00:00:00.000Z',
};

export const listLead = (n: number, changes: Partial<LeadRow> = {}): LeadRow => ({
  id: `7e6d5c4b-3a2f-4e1d-8c0b-${String(n).padStart(12, '0')}`,
  code: `LD-TEST000${n}`,
  organisationId: ORGANISATION_ID,
  productId: PRODUCT_ID,
  productName: 'Afya cover',
  name: `Customer ${n}`,
  phoneNumber: `25472200011${n}`,
  nationalIdLast3: null,
  amount: 12500,
  location: 'Kisumu',
  referralId: null,
  agentId: agent.id,
  agentName: agent.fullName,
  assignedTo: null,
  source: 'AGENT',
  status: 'NEW',
  reason: null,
  consentVerifiedAt: '2026-11-20T08:00:00.000Z',
  facility: null,
  version: n,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  updatedAt: '2026-11-21T08:00:00.000Z',
  ...changes,
});

export const bulkAnswer = (updated: string[], skipped: { id: string; reason: string }[] = []) =>
  HttpResponse.json({ message: 'Done', data: { updated, skipped } });

/** Answers the list (recording each request) and the pickers around it. */
export function serveLeads(
  leads: Lead[],
  options: { url?: string; total?: number; totalIsEstimate?: boolean } = {},
) {
  const seen: URL[] = [];
  server.use(
    http.get(`*/api/v1/${options.url ?? 'product-leads'}`, ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json({
        message: 'Success',
        data: leads,
        pagination: {
          page: 1,
          limit: 20,
          total: options.total ?? leads.length,
          totalIsEstimate: options.totalIsEstimate,
        },
      });
    }),
    http.get('*/api/v1/products', () =>
      HttpResponse.json({
        message: 'Success',
        data: [{ id: PRODUCT_ID, name: 'Afya cover' }],
        pagination: { page: 1, limit: 100, total: 1 },
      }),
    ),
    http.get('*/api/v1/organizations/:id/members', ({ request }) => {
      const role = new URL(request.url).searchParams.get('role');
      const data = role === 'AGENT' ? [ASSIGNEE] : [];
      return HttpResponse.json({
        message: 'Success',
        data,
        pagination: { page: 1, limit: 100, total: data.length },
      });
    }),
  );
  return seen;
}
