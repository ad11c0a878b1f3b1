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
