import type { Kysely } from 'kysely';
import type { GroupListQuery, NewGroupEnquiry } from '@pamoja/contract/groups';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createMembershipRepository } from '../organisations/organisations-module';
import { createOrganisationRepository } from '../organisations/organisations-module';
import { requestOrganisation } from '../organisations/organisations-module';
import { groupEnquiryMessage } from '../outbox/outbox-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import { createGroupEnquiryRepository } from './group-enquiry-repository';

/**
 * The contact form (`groups`): enquiries are stored and e-mailed to the organisation's admins in
 * the same transaction. Admins read them all; anyone else reads their own.
 */
export function createGroupEnquiryService(db: Kysely<MainDatabase>) {
  return {
    list(auth: AuthContext, query: GroupListQuery) {
      const ownOnly = auth.ability.can('manage', 'Organisation') ? null : auth.userId;
      return createGroupEnquiryRepository(db).list(requestOrganisation(auth), query, ownOnly);
    },

    submit(auth: AuthContext, input: NewGroupEnquiry) {
      const organisationId = requestOrganisation(auth);
      return db.transaction().execute(async (trx) => {
        const organisation = await createOrganisationRepository(trx).findLive(organisationId);
        if (!organisation) throw notFound('Organisation');
        const enquiry = await createGroupEnquiryRepository(trx).create(
          organisationId,
          auth.userId,
          input,
        );
        const outbox = createOutboxRepository(trx);
        for (const admin of await createMembershipRepository(trx).admins(organisationId)) {
          await outbox.add(
            groupEnquiryMessage(
              { email: admin.email, firstName: admin.first_name },
              organisation.name,
              input,
            ),
          );
        }
        return enquiry;
      });
    },
  };
}
