import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { forbidden } from '@pamoja/server-kit/errors';

/**
 * The organisation a request is scoped to (`x-organization`, checked by the guard). Routes using
 * it have the guard rule `organisation: 'required'`; this only makes that visible to the types.
 */
export function requestOrganisation(auth: AuthContext): string {
  if (!auth.organisationId) {
    throw forbidden(
      'Choose an organisation first (x-organization header).',
      'ORGANISATION_REQUIRED',
    );
  }
  return auth.organisationId;
}
