import type { UserData } from '@pamoja/contract/auth';

export const memberUser: UserData = {
  id: '5b0a1c2e-7d1f-4a55-9a0e-1f2d3c4b5a69',
  firstName: 'Amani',
  lastName: 'Wanjiru',
  fullName: 'Amani Wanjiru',
  email: 'member@pamoja.test',
  phoneNumber: '254712345678',
  avatar: null,
  hasPin: true,
  role: 'MEMBER',
  roles: ['MEMBER'],
  organisations: [
    { id: '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d', name: 'Pamoja Demo Sacco', roles: ['MEMBER'] },
  ],
  ability: [{ action: 'read', subject: 'Auth' }],
};

const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

const MEMBER_ABILITY: UserData['ability'] = [
  { action: 'read', subject: 'Auth' },
  { action: 'manage', subject: 'Profile' },
  { action: 'manage', subject: 'Wallet' },
  { action: 'read', subject: 'Organisation' },
];

/** A member as the server describes one: real abilities, a PIN, one organisation. */
export const member: UserData = { ...memberUser, ability: MEMBER_ABILITY };

/** The same person holding AGENT too, currently working as MEMBER. */
export const memberWhoIsAlsoAgent: UserData = {
  ...member,
  roles: ['AGENT', 'MEMBER'],
  organisations: [
    { id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['AGENT', 'MEMBER'] },
    { id: '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Umoja Chama', roles: ['MEMBER'] },
  ],
};

export const agent: UserData = {
  ...memberWhoIsAlsoAgent,
  role: 'AGENT',
  ability: [
    ...MEMBER_ABILITY,
    { action: 'create', subject: 'Lead' },
    { action: 'read', subject: 'Lead' },
    { action: 'update', subject: 'Lead' },
  ],
};

/** Just verified and logged in: no PIN yet. */
export const newMember: UserData = { ...member, hasPin: false, organisations: [] };

export const sessionFor = (userData: UserData) => ({
  userData,
  accessToken: `access-${userData.role}`,
  refreshToken: `refresh-token-of-${userData.role}-0123456789`,
});
