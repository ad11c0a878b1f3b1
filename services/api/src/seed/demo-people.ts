import type { Role } from '@pamoja/contract/roles';

/** The demo organisation's staff beyond one user per role: four more agents and six members. */
export const DEMO_STAFF: {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: Role[];
}[] = [
  {
    email: 'agent2@pamoja.test',
    firstName: 'Brian',
    lastName: 'Kiptoo',
    phone: '254700000013',
    roles: ['AGENT', 'MEMBER'],
  },
  {
    email: 'agent3@pamoja.test',
    firstName: 'Faith',
    lastName: 'Achieng',
    phone: '254700000023',
    roles: ['AGENT', 'MEMBER'],
  },
  {
    email: 'agent4@pamoja.test',
    firstName: 'Juma',
    lastName: 'Mwinyi',
    phone: '254700000033',
    roles: ['AGENT', 'MEMBER'],
  },
  {
    email: 'agent5@pamoja.test',
    firstName: 'Esther',
    lastName: 'Wairimu',
    phone: '254700000043',
    roles: ['AGENT', 'MEMBER'],
  },
  {
    email: 'member2@pamoja.test',
    firstName: 'Peter',
    lastName: 'Mutua',
    phone: '254700000014',
    roles: ['MEMBER'],
  },
  {
    email: 'member3@pamoja.test',
    firstName: 'Grace',
    lastName: 'Njoroge',
    phone: '254700000024',
    roles: ['MEMBER'],
  },
  {
    email: 'member4@pamoja.test',
    firstName: 'Hassan',
    lastName: 'Ali',
    phone: '254700000034',
    roles: ['MEMBER'],
  },
  {
    email: 'member5@pamoja.test',
    firstName: 'Mercy',
    lastName: 'Chebet',
    phone: '254700000044',
    roles: ['MEMBER'],
  },
  {
    email: 'member6@pamoja.test',
    firstName: 'Dennis',
    lastName: 'Omondi',
    phone: '254700000054',
    roles: ['MEMBER'],
  },
  {
    email: 'member7@pamoja.test',
    firstName: 'Lucy',
    lastName: 'Wanjiku',
    phone: '254700000064',
    roles: ['MEMBER'],
  },
];

export const DEMO_TEAMS = [
  { name: 'Nairobi field team', description: 'Agents covering Nairobi and Kiambu.' },
  { name: 'Kisumu field team', description: 'Agents covering the lake region.' },
];
export const DEMO_SECOND_BRANCH = { name: 'Kisumu', address: 'Oginga Odinga Street' };
export const DEMO_LOCATIONS = [
  { branch: 0, name: 'Kencom stage', county: 'Nairobi' },
  { branch: 0, name: 'Thika Road Mall', county: 'Kiambu' },
  { branch: 1, name: 'Kisumu bus park', county: 'Kisumu' },
  { branch: 1, name: 'Kondele market', county: 'Kisumu' },
];
export const CUSTOMER_NAMES = [
  'Wanjiru Kamau',
  'Otieno Ouma',
  'Akinyi Odera',
  'Kipchoge Keino',
  'Mwende Musyoka',
  'Njambi Githinji',
  'Barasa Wekesa',
  'Chebet Koech',
  'Mohamed Abdi',
  'Nafula Simiyu',
  'Zawadi Mrisho',
  'Kamau Njoroge',
  'Atieno Adhiambo',
  'Kiprotich Langat',
  'Wambui Ngugi',
];
