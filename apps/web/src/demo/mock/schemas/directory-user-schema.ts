import { z } from 'zod';

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const USER_BILLINGS = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
] as const;

/** A person of the demo user directory (/apps/user/*), not a login of the demo auth. */
export const directoryUserSchema = z.object({
  id: z.number().int(),
  billing: z.enum(USER_BILLINGS),
  fullName: z.string(),
  company: z.string(),
  role: z.enum(USER_ROLES),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  /** An image, or '' for "draw the initials". */
  avatar: z.string(),
});

export const newDirectoryUserSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required'),
  username: z.string().trim().min(1, 'Username is required'),
  email: z.email('Enter a valid e-mail'),
  company: z.string().trim().default(''),
  country: z.string().trim().default(''),
  contact: z.string().trim().default(''),
  role: z.enum(USER_ROLES),
  currentPlan: z.enum(USER_PLANS),
  billing: z.enum(USER_BILLINGS).default('Auto Debit'),
  status: z.enum(USER_STATUSES).default('pending'),
});

export const addUserBodySchema = z.object({ user: newDirectoryUserSchema });

export const userListSchema = z.object({
  total: z.number().int(),
  users: z.array(directoryUserSchema),
});

export type DirectoryUser = z.infer<typeof directoryUserSchema>;
export type UserList = z.infer<typeof userListSchema>;
