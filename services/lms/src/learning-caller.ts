import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { errorResponseSchema } from '@pamoja/contract/api-response';
import { currentAuth } from '@pamoja/server-kit/auth/guard';

/**
 * Who calls the assessment routes (quizzes, certificates, achievements, analytics), in which
 * learning project. Only built behind the guard.
 */
export interface LearningCaller {
  userId: string;
  project: string;
  /** ADMIN and SUPER_ADMIN act for the whole project. */
  isAdmin: boolean;
  isInstructor: boolean;
  /** The token's optional `name` claim: for display only. */
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

export const errorResponses = (statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorResponseSchema]));

function claimedName(request: FastifyRequest): string {
  try {
    const name = decodeJwt(request.headers.authorization?.slice(7).trim() ?? '').name;
    return typeof name === 'string' ? name.slice(0, 120) : '';
  } catch {
    return '';
  }
}

export function callerOf(request: FastifyRequest, defaultProject: string): LearningCaller {
  const auth = currentAuth(request);
  const header = request.headers['x-project'];
  return {
    userId: auth.userId,
    project: typeof header === 'string' && header.length > 0 ? header : defaultProject,
    isAdmin: auth.role === 'ADMIN' || auth.role === 'SUPER_ADMIN',
    isInstructor: auth.role === 'INSTRUCTOR',
    name: claimedName(request),
  };
}
