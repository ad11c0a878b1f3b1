import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { refused } from './lead-access';
import { createFacilityRepository } from './facility-repository';

/**
 * The rules of a lead's facility and referral code (docs/domains/leads.md#rules): a
 * health-insurance product needs a facility of the list and no other product takes one; a
 * referral code must be a member's.
 */
export function createLeadRules(db: Kysely<MainDatabase>) {
  const facilities = createFacilityRepository(db);

  return {
    /** The facility to store for this product: its id, or null when the product takes none. */
    async facilityFor(
      organisationId: string,
      product: { id: string; name: string },
      facilityId: string | null | undefined,
    ): Promise<string | null> {
      if (!(await facilities.isHealthProduct(organisationId, product.id))) {
        if (facilityId) {
          throw refused(
            'facilityId',
            `must be empty: ${product.name} is not health insurance`,
            'FACILITY_NOT_ALLOWED',
          );
        }
        return null;
      }
      if (!facilityId) {
        throw refused(
          'facilityId',
          `is required for ${product.name}: choose the health facility the customer will use`,
          'FACILITY_REQUIRED',
        );
      }
      if (!(await facilities.find(facilityId))) {
        throw refused('facilityId', 'No facility of the list has this id', 'FACILITY_NOT_FOUND');
      }
      return facilityId;
    },

    /** The referral code to store (upper-case), or null when none was given. */
    async referral(code: string | null | undefined): Promise<string | null> {
      if (!code) return null;
      if (!(await facilities.referralExists(code))) {
        throw refused('referralId', 'No member has this referral code', 'REFERRAL_NOT_FOUND');
      }
      return code.toUpperCase();
    },
  };
}
