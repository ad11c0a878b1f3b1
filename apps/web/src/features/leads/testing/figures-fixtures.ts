import type { UserData } from '@pamoja/contract/auth';
import type { LeadReport, LeadStats } from '@pamoja/contract/lead-files';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';
export const OTHER_BUSINESS_ID = '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const AGENT_ID = '2e3d4c5b-6a7f-4b8c-9d0e-1f2a3b4c5d6e';
export const PRODUCT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-000000000001';

export const admin: UserData = {
  ...member,
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN', 'MEMBER'] }],
  ability: ROLE_ABILITIES.ADMIN,
};

export const superAdmin: UserData = {
  ...admin,
  role: 'SUPER_ADMIN',
  roles: ['SUPER_ADMIN', 'ADMIN', 'MEMBER'],
  organisations: [
    ...admin.organisations,
    { id: OTHER_BUSINESS_ID, name: 'Umoja Chama', roles: ['ADMIN'] },
  ],
  ability: ROLE_ABILITIES.SUPER_ADMIN,
};

export const stats = (changes: Partial<LeadStats> = {}): LeadStats => ({
  captured: 1234,
  byStatus: {
    NEW: 600,
    APPROVED: 200,
    RECEIVED: 100,
    DISPATCHED: 308,
    SUSPENDED: 6,
    REJECTED: 15,
    CANCELLED: 5,
  },
  byProduct: [
    { productId: PRODUCT_ID, productName: 'Afya cover', count: 1000 },
    { productId: '9a8b7c6d-5e4f-4a3b-8c2d-000000000002', productName: 'Solar lamp', count: 234 },
  ],
  topAgents: [{ agentId: AGENT_ID, name: 'Juma Mwangi', captured: 900, dispatched: 250 }],
  conversion: 0.2496,
  amounts: { count: 40, sum: 1_250_000, average: 31_250.5 },
  ...changes,
});

const figures = (captured: number, approved = 0, dispatched = 0, rejected = 0, cancelled = 0) => ({
  captured,
  approved,
  dispatched,
  rejected,
  cancelled,
});

export const report = (startDate: string, endDate: string): LeadReport => ({
  startDate,
  endDate,
  days: [
    { day: startDate, ...figures(5, 2, 1, 1, 0) },
    { day: endDate, ...figures(3, 1, 2, 0, 1) },
  ],
  totals: figures(8, 3, 3, 1, 1),
  byProduct: [
    { productId: PRODUCT_ID, productName: 'Afya cover', ...figures(6, 3, 2, 1, 0) },
    {
      productId: '9a8b7c6d-5e4f-4a3b-8c2d-000000000002',
      productName: 'Solar lamp',
      ...figures(2, 0, 1, 0, 1),
    },
  ],
  byAgent: [{ agentId: AGENT_ID, agentName: 'Juma Mwangi', ...figures(8, 3, 3, 1, 1) }],
});
