import type { Kysely } from 'kysely';
import type {
  CreateOrganisationRequest,
  OrganisationListQuery,
  UpdateOrganisationRequest,
} from '@pamoja/contract/organisations';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { conflict, forbidden, unauthorized } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createUserRepository } from '../identity/identity-module';
import { organisationDeleteCodeMessages } from '../outbox/outbox-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import type { OtpService } from '../otp/otp-module';
import { organisationInPath } from './organisation-access';
import { createOrganisationRepository } from './organisation-repository';

const DELETE_PURPOSE = 'DELETE_ORGANISATION';

/** Organisations: the caller's list, creation, settings, and deletion confirmed by a code. */
export function createOrganisationService(db: Kysely<MainDatabase>, otp: OtpService) {
  const organisations = createOrganisationRepository(db);
  const deleteKey = (auth: AuthContext, id: string) => ({
    purpose: DELETE_PURPOSE,
    subjectId: id,
    userId: auth.userId,
  });

  return {
    get: (auth: AuthContext, id: string) => organisationInPath(db, auth, id),

    async list(auth: AuthContext, query: OrganisationListQuery) {
      const everyone = !query.mine;
      if (everyone && auth.role !== 'SUPER_ADMIN') {
        throw forbidden('Only platform admins can list every organisation. Use mine=true.');
      }
      return organisations.list(auth.userId, query, everyone);
    },

    /** The creator becomes its ADMIN (and MEMBER); switching role to ADMIN lets them manage it. */
    async create(auth: AuthContext, input: CreateOrganisationRequest) {
      const id = await db.transaction().execute(async (trx) => {
        const repository = createOrganisationRepository(trx);
        const created = await repository.create(input.name, auth.userId, input.description ?? null);
        await repository.setMembership(created.id, auth.userId, ['ADMIN', 'MEMBER']);
        return created.id;
      });
      return (await organisations.findForUser(id, auth.userId))!;
    },

    async update(auth: AuthContext, id: string, changes: UpdateOrganisationRequest) {
      await organisationInPath(db, auth, id);
      await organisations.update(id, changes);
      return (await organisations.findForUser(id, auth.userId))!;
    },

    /** Sends the caller a 6-digit code by SMS and e-mail; only the newest code works. */
    async sendDeleteCode(auth: AuthContext, id: string) {
      const organisation = await organisationInPath(db, auth, id);
      const user = await createUserRepository(db).findById(auth.userId);
      if (!user) throw unauthorized();
      return db.transaction().execute(async (trx) => {
        const { code, expiresAt } = await otp.issue(trx, deleteKey(auth, id));
        const messages = organisationDeleteCodeMessages(
          { email: user.email, phoneNumber: user.phone_number, firstName: user.first_name },
          organisation.name,
          code,
        );
        const outbox = createOutboxRepository(trx);
        for (const message of messages) await outbox.add(message);
        return {
          expiresAt: expiresAt.toISOString(),
          channels: messages.map((message) => message.channel),
        };
      });
    },

    /** The right code soft-deletes it: rows are kept, the organisation is found nowhere. */
    async deleteWithCode(auth: AuthContext, id: string, code: string) {
      await organisationInPath(db, auth, id);
      await otp.redeemThen(deleteKey(auth, id), code, (trx) =>
        createOrganisationRepository(trx).softDelete(id),
      );
    },

    /**
     * Plain deletion is never done: 409, because the admin may delete it, only not without the
     * code step (a 403 would say they may not).
     */
    async refusePlainDelete(auth: AuthContext, id: string): Promise<never> {
      await organisationInPath(db, auth, id);
      throw conflict(
        'Deleting an organisation needs a confirmation code: call PUT organizations/send-delete-otp/{id}, then PUT organizations/verify-delete-otp/{id} with the code.',
        'OTP_REQUIRED',
      );
    },
  };
}

export type OrganisationService = ReturnType<typeof createOrganisationService>;
