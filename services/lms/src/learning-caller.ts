import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Role } from '@pamoja/contract/roles';
import { currentAuth } from '@pamoja/server-kit/auth/guard';

/** Who calls a learning route, in which learning project. Only built behind the guard. */
export interface LearningCaller {
  userId: string;
  role: Role;
  project: string;
  /** ADMIN and SUPER_ADMIN act for the whole project. */
  isAdmin: boolean;
  isInstructor: boolean;
  /** The token's `name` claim (older tokens lack it), kept as a snapshot for display only. */
  name: string;
}

export const projectHeaderSchema = z.object({
  'x-project': z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,39}$/,
      'must be a project key of lowercase letters, digits and dashes',
    )
    .optional(),
});

export function callerOf(request: FastifyRequest, defaultProject: string): LearningCaller {
  const auth = currentAuth(request);
  const header = request.headers['x-project'];
  return {
    userId: auth.userId,
    role: auth.role,
    project: typeof header === 'string' && header.length > 0 ? header : defaultProject,
    isAdmin: auth.role === 'ADMIN' || auth.role === 'SUPER_ADMIN',
    isInstructor: auth.role === 'INSTRUCTOR',
    name: auth.name ?? '',
  };
}
