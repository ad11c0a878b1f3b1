import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import type { MainDatabase } from '../db/schema';
import { createOutboxWorker } from './outbox-worker';
import { devMailboxTransport, smtpTransport } from './transports';

export { createOutboxRepository, type OutgoingMessage } from './outbox-repository';
export {
  addedToOrganisationMessage,
  groupEnquiryMessage,
  invitationMessage,
  organisationDeleteCodeMessages,
  passwordResetMessage,
  pinLockedMessage,
  verificationMessage,
} from './messages';

/** Delivers what other domains wrote to the outbox: SMTP when configured, else the dev mailbox. */
export function createOutboxDelivery(
  db: Kysely<MainDatabase>,
  config: Config,
  log: FastifyBaseLogger,
) {
  const transport = config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, devMailboxTransport)
    : devMailboxTransport;
  return createOutboxWorker(db, transport, log);
}
