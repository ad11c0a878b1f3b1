import type { MigrationSet } from '@pamoja/server-kit/migrations';
import * as courses from './0001-courses';

/** Every migration of the learning schema, in order. Names never change once released. */
export const migrations: MigrationSet = {
  '0001-courses': courses,
};
