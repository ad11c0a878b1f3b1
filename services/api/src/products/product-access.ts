import type { Kysely } from 'kysely';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { forbidden, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import {
  createMembershipRepository,
  requestOrganisation,
} from '../organisations/organisations-module';
import type { ProductScope } from './product-repository';

export const isSuperAdmin = (auth: AuthContext) => auth.role === 'SUPER_ADMIN';

/** Those who manage products (ADMIN, SUPER_ADMIN) see drafts and unapproved ones too. */
export const managesProducts = (auth: AuthContext) => auth.ability.can('manage', 'Product');

/**
 * What the caller sees: a SUPER_ADMIN the request's organisation, or every one without
 * `x-organization`; anyone else the request's organisation, which they must name.
 */
export function productScope(auth: AuthContext): ProductScope {
  return {
    organisationId: isSuperAdmin(auth) ? auth.organisationId : requestOrganisation(auth),
    sellableOnly: !managesProducts(auth),
  };
}

/**
 * The person a picker or an assignment is about: a member of the request's organisation (else
 * 404, like any id from elsewhere). Only those who manage products may ask about someone else.
 */
export async function personOfOrganisation(
  db: Kysely<MainDatabase>,
  auth: AuthContext,
  userId: string,
) {
  const organisationId = requestOrganisation(auth);
  if (userId !== auth.userId && !managesProducts(auth)) {
    throw forbidden('You can only see the products assigned to you.');
  }
  const person = await createMembershipRepository(db).find(organisationId, userId);
  if (!person) throw notFound('This person in the organisation');
  return { organisationId, person };
}
