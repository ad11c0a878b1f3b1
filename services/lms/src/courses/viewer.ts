import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Role } from '@pamoja/contract/roles';
import { currentAuth } from '@pamoja/server-kit/auth/guard';

/** Who asks, in which learning project; only built behind the guard. */
export interface Viewer {
  userId: string;
  role: Role;
  project: string;
  /** ADMIN (and SUPER_ADMIN) see and manage every course of the project. */
  isAdmin: boolean;
  /** The token's `name` claim, kept as a snapshot beside the learner's rows. */
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * The guard has already verified the token, so its payload can be read as it is; the `name`
 * claim is optional (older tokens lack it) and never trusted for anything but display.
 */
function claimedName(request: FastifyRequest): string {
  const token = request.headers.authorization?.slice(7).trim() ?? '';
  try {
    const name = decodeJwt(token).name;
    return typeof name === 'string' ? name.slice(0, 120) : '';
  } catch {
    return '';
  }
}

export function viewerOf(request: FastifyRequest, defaultProject: string): Viewer {
  const auth = currentAuth(request);
  const header = request.headers['x-project'];
  return {
    userId: auth.userId,
    role: auth.role,
    project: typeof header === 'string' && header.length > 0 ? header : defaultProject,
    isAdmin: auth.role === 'ADMIN' || auth.role === 'SUPER_ADMIN',
    name: claimedName(request),
  };
}

/** Roles that may create courses. */
export const mayAuthor = (viewer: Viewer) => viewer.isAdmin || viewer.role === 'INSTRUCTOR';
