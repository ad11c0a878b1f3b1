import type { Lead } from '@pamoja/contract/leads';
import { toMajorUnits } from '@pamoja/contract/money';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { AppError } from '@pamoja/server-kit/errors';
import { requestOrganisation } from '../organisations/organisations-module';
import type { LeadRow, LeadScope } from './lead-repository';

/** Who is acting, and for which request (every change is an event with its request id). */
export interface LeadActor {
  auth: AuthContext;
  requestId: string;
}

/** ADMIN (and a SUPER_ADMIN) manage the organisation's leads; an AGENT only their own. */
export const managesLeads = (auth: AuthContext) => auth.ability.can('manage', 'Lead');

/** The leads the caller sees, in the request's organisation. */
export function leadScope(auth: AuthContext): LeadScope {
  return {
    organisationId: requestOrganisation(auth),
    ownerId: managesLeads(auth) ? null : auth.userId,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A lead as answered: money in KES, only the last 3 digits of the national id. */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    code: row.code,
    organisationId: row.organisation_id,
    productId: row.product_id,
    productName: row.product_name,
    name: row.name,
    phoneNumber: row.phone_number,
    nationalIdLast3: row.national_id_last3,
    amount: row.amount_cents === null ? null : toMajorUnits(row.amount_cents),
    location: row.location,
    referralId: row.referral_id,
    facility: row.facility_id
      ? {
          id: row.facility_id,
          kmhflCode: row.facility_kmhfl_code!,
          name: row.facility_name!,
          county: row.facility_county!,
          level: row.facility_level!,
        }
      : null,
    agentId: row.agent_id,
    agentName: row.agent_name,
    assignedTo: row.assigned_to,
    source: row.source,
    status: row.status,
    reason: row.reason,
    consentVerifiedAt: iso(row.consent_verified_at),
    version: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A field a rule refused: 422 naming the field. */
export const refused = (path: string, message: string, code: string) =>
  new AppError(422, code, `${path}: ${message}`, [{ path, message }]);
