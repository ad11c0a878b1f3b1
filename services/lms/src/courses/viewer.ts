import type { FastifyRequest } from 'fastify';
import { callerOf, type LearningCaller } from '../learning-caller';

export type Viewer = LearningCaller;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const viewerOf = (request: FastifyRequest, defaultProject: string): Viewer =>
  callerOf(request, defaultProject);

/** Roles that may create courses. */
export const mayAuthor = (viewer: Viewer) => viewer.isAdmin || viewer.role === 'INSTRUCTOR';
