import type { MigrationSet } from '@pamoja/server-kit/migrations';
import * as referenceData from './0001-reference-data';
import * as identity from './0002-identity';

/** Every migration of the main schema, in order. Names never change once released. */
export const migrations: MigrationSet = {
  '0001-reference-data': referenceData,
  '0002-identity': identity,
};
