import { z } from 'zod';

/** Roles a user holds per organisation (SUPER_ADMIN is platform-wide). */
export const roles = ['SUPER_ADMIN', 'ADMIN', 'AGENT', 'MEMBER', 'INSTRUCTOR'] as const;
export const roleSchema = z.enum(roles, { error: `must be one of ${roles.join(', ')}` });
export type Role = z.infer<typeof roleSchema>;

export const actions = ['manage', 'create', 'read', 'update', 'delete', 'approve'] as const;
export type Action = (typeof actions)[number];

export interface AbilityRule {
  action: Action;
  subject: string;
}

/** Without stored login data the only ability is to reach the auth pages (docs/identity-and-access.md). */
export const GUEST_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const own = (...subjects: string[]): AbilityRule[] =>
  subjects.map((subject) => ({ action: 'manage', subject }));
const read = (...subjects: string[]): AbilityRule[] =>
  subjects.map((subject) => ({ action: 'read', subject }));

/** What every signed-in person may do with their own things. */
const MEMBER_RULES: AbilityRule[] = [
  ...GUEST_ABILITY,
  ...own('Profile', 'Wallet', 'Beneficiary', 'Airtime', 'Transaction', 'Booking', 'Enrolment'),
  ...read('Organisation', 'Team', 'Course', 'Product', 'Category', 'BookingService'),
];

/**
 * The role → ability table (README lists it). Abilities come from the active role; the server
 * checks the same rules on every route and scopes them to the request's organisation.
 */
export const ROLE_ABILITIES: Record<Role, AbilityRule[]> = {
  SUPER_ADMIN: [{ action: 'manage', subject: 'all' }],
  ADMIN: [
    ...MEMBER_RULES,
    ...own(
      'Organisation',
      'Member',
      'Team',
      'Branch',
      'StaffLocation',
      'Staff',
      'Lead',
      'Product',
      'Category',
      'Report',
      'BookingService',
      // The learning project's admin: every course, and revoking certificates.
      'Course',
      'Lesson',
      'Certificate',
    ),
    { action: 'approve', subject: 'Lead' },
    // Staff see every booking of the organisation and decide on it (confirm, decline, …);
    // `Booking` alone is a member's own bookings.
    { action: 'manage', subject: 'BookingDesk' },
    ...read('User'),
  ],
  AGENT: [
    ...MEMBER_RULES,
    { action: 'create', subject: 'Lead' },
    { action: 'read', subject: 'Lead' },
    { action: 'update', subject: 'Lead' },
    { action: 'manage', subject: 'BookingDesk' },
  ],
  MEMBER: MEMBER_RULES,
  INSTRUCTOR: [...MEMBER_RULES, ...own('Course', 'Lesson', 'Certificate', 'Achievement')],
};

export function abilityRulesFor(role: Role | null | undefined): AbilityRule[] {
  return role ? ROLE_ABILITIES[role] : GUEST_ABILITY;
}

/** The home each role lands on after logging in (docs/web-app.md). */
export const ROLE_HOME: Record<Role, string> = {
  SUPER_ADMIN: '/admin',
  ADMIN: '/admin',
  AGENT: '/leads',
  MEMBER: '/home',
  INSTRUCTOR: '/home',
};
