import type { Kysely } from 'kysely';
import { badRequest, conflict } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { issueSetPasswordLink } from '../identity/identity-module';
import { createUserRepository, type UserRow } from '../identity/identity-module';
import { addedToOrganisationMessage, invitationMessage } from '../outbox/outbox-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import { uniqueOr } from '@pamoja/server-kit/db-errors';

const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

export interface PersonInput {
  email?: string | undefined;
  phoneNumber?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

async function existingPerson(trx: Kysely<MainDatabase>, person: PersonInput) {
  const users = createUserRepository(trx);
  const byEmail = person.email ? await users.findByLogin({ email: person.email }) : undefined;
  const byPhone = person.phoneNumber
    ? await users.findByLogin({ phoneNumber: person.phoneNumber })
    : undefined;
  if (byEmail && byPhone && byEmail.id !== byPhone.id) {
    throw conflict(
      'This e-mail and this phone number belong to two different people. Use one of them.',
      'PERSON_MISMATCH',
    );
  }
  return byEmail ?? byPhone;
}

/** A new person needs both names, an e-mail for the link and a phone number (both unique). */
function newPerson(person: PersonInput) {
  const { email, phoneNumber, firstName, lastName } = person;
  if (email && phoneNumber && firstName && lastName)
    return { email, phoneNumber, firstName, lastName };
  const missing = (['firstName', 'lastName', 'email', 'phoneNumber'] as const).filter(
    (field) => !person[field],
  );
  throw badRequest(
    `This person has no account yet. To invite them, also give: ${missing.join(', ')}.`,
    missing.map((path) => ({ path, message: 'is required to invite someone new' })),
  );
}

async function sendInvitation(
  trx: Kysely<MainDatabase>,
  user: UserRow,
  organisation: string,
  publicUrl: string,
) {
  const link = await issueSetPasswordLink(trx, user.id, publicUrl, INVITATION_TTL_MS);
  await createOutboxRepository(trx).add(
    invitationMessage(user.email, user.first_name, organisation, link),
  );
}

/**
 * Finds the person by e-mail or phone, or opens a pending account (no password) and sends the
 * invitation: a set-password link on the password-reset flow, which also activates the account.
 * Someone invited before who never chose a password gets a fresh link. Call inside the
 * transaction that adds them, so the message goes only if they are added.
 */
export async function findOrInvitePerson(
  trx: Kysely<MainDatabase>,
  person: PersonInput,
  organisation: { name: string },
  publicUrl: string,
): Promise<{ user: UserRow; invited: boolean }> {
  const existing = await existingPerson(trx, person);
  if (existing?.status === 'DISABLED') {
    throw conflict('This account is disabled and cannot be added.', 'ACCOUNT_DISABLED');
  }
  if (existing?.password_hash) return { user: existing, invited: false };
  const user =
    existing ??
    (await uniqueOr(
      () => createUserRepository(trx).create({ ...newPerson(person), passwordHash: null }),
      () => conflict('Someone else just added this person. Try again.', 'PERSON_TAKEN'),
    ));
  await sendInvitation(trx, user, organisation.name, publicUrl);
  return { user, invited: true };
}

/** Tells someone who already has an account that they now belong to the organisation. */
export async function notifyAdded(
  trx: Kysely<MainDatabase>,
  user: UserRow,
  organisation: { name: string },
) {
  await createOutboxRepository(trx).add(
    addedToOrganisationMessage(user.email, user.first_name, organisation.name),
  );
}
