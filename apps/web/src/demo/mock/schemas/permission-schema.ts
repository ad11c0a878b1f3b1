import { z } from 'zod';

export const PERMISSION_ROLES = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const;

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)),
  /** Shown and searched as written: `14 Apr 2021, 8:43 PM`. */
  createdDate: z.string(),
});

export const permissionListSchema = z.object({
  params: z.record(z.string(), z.string()),
  allData: z.array(permissionSchema),
  total: z.number().int(),
  permissions: z.array(permissionSchema),
});

export const addPermissionBodySchema = z.object({
  permission: z.object({ name: z.string().trim().min(1, 'Permission name is required') }),
});

export const updatePermissionBodySchema = z.object({
  id: z.number().int(),
  name: z.string().trim().min(1, 'Permission name is required'),
});

export type PermissionRole = (typeof PERMISSION_ROLES)[number];
export type Permission = z.infer<typeof permissionSchema>;
export type PermissionList = z.infer<typeof permissionListSchema>;
