import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Session } from '@pamoja/contract/auth';
import type { MainDatabase } from '../../src/db/schema';
import { addMember, createGroup } from '../airtime-helpers';
import { bearer, signedInMember } from '../identity-helpers';
import { setPin, topUp } from '../wallet-helpers';
import type { CrashRequest } from './crash-harness';
import type { Restarted } from './crash-store';

export const MINUTES_LATER = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** A member with a PIN and, when asked, a wallet funded by a settled top-up. */
export async function member(app: FastifyInstance, fundKes = 0) {
  const { session } = await signedInMember(app);
  await setPin(app, session);
  if (fundKes > 0) {
    const funding = await topUp(app, session, fundKes, undefined, 20_000);
    if (funding.status !== 'SUCCESS') throw new Error(`top-up did not settle: ${funding.status}`);
  }
  return session;
}

/** A saved bank account (bank IFT) and a Pesalink bank account, both ending in a paid case. */
export async function beneficiaries(app: FastifyInstance, session: Session) {
  const banks: { id: string; code: string }[] = (await app.inject('/api/v1/banks')).json().data;
  const bankId = (code: string) => banks.find((bank) => bank.code === code)?.id;
  const add = async (url: string, payload: object) => {
    const response = await app.inject({ method: 'POST', url, headers: bearer(session), payload });
    if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.body}`);
    return response.json().data.id as string;
  };
  return {
    bankAccount: await add('/api/v1/bank-accounts', {
      bankId: bankId('01'),
      accountNumber: '0123456789',
      accountName: 'Wanjiku Kamau',
    }),
    pesalinkAccount: await add('/api/v1/pesalink-beneficiaries', {
      type: 'PESALINK_BANK',
      bankId: bankId('68'),
      accountNumber: '0170293847',
      name: 'Kamau Njoroge',
    }),
  };
}

/** Three members, one per airtime simulator case: delivered, failed later, refused at send. */
export async function groupOfThree(app: FastifyInstance, session: Session) {
  const group = await createGroup(app, session);
  const members = [
    { name: 'Delivered', phoneNumber: '0712345678', amount: 100 },
    { name: 'Fails Later', phoneNumber: '0733000000', amount: 50 },
    { name: 'Refused', phoneNumber: '0722000001', amount: 20 },
  ];
  for (const one of members) await addMember(app, session, group.id, one);
  return group.id;
}

/** A money request as the client sends it: bearer, CSRF header and its Idempotency-Key. */
export function moneyRequest(session: Session, path: string, body: object): CrashRequest {
  return { path, body, headers: { ...bearer(session), 'idempotency-key': randomUUID() } };
}

/** The client retrying the very same request (same key, same body) against the restart. */
export const retry = ({ app }: Restarted, request: CrashRequest) =>
  app.inject({
    method: 'POST',
    url: request.path,
    headers: request.headers,
    payload: request.body,
  });

export const claimOf = (db: Kysely<MainDatabase>, request: CrashRequest) =>
  db
    .selectFrom('idempotency_keys')
    .select(['resource_id', 'status_code'])
    .where('key', '=', request.headers['idempotency-key']!)
    .executeTakeFirstOrThrow();

/**
 * Ages the dead request's claim past the request deadline (2 minutes, measured by the
 * database's clock), as a client retrying a few minutes later would find it.
 */
export async function ageClaim(db: Kysely<MainDatabase>, request: CrashRequest) {
  await db
    .updateTable('idempotency_keys')
    .set({ claimed_at: sql<Date>`claimed_at - interval '3 minutes'` })
    .where('key', '=', request.headers['idempotency-key']!)
    .execute();
}

export const transactionsOf = (db: Kysely<MainDatabase>, session: Session, type: string) =>
  db
    .selectFrom('transactions')
    .selectAll()
    .where('user_id', '=', session.userData.id)
    .where('type', '=', type)
    .execute();

export const linesOf = (db: Kysely<MainDatabase>, transactionId: string) =>
  db
    .selectFrom('airtime_lines')
    .select(['name', 'status', 'credited_to_wallet', 'provider_reference'])
    .where('transaction_id', '=', transactionId)
    .orderBy('amount', 'desc')
    .execute();

/** Journal entries of one transaction: how often money moved for it. */
export async function entriesOf(db: Kysely<MainDatabase>, transactionId: string) {
  const rows = await db
    .selectFrom('journal_entries')
    .select('memo')
    .where('transaction_id', '=', transactionId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.memo.replace(/ PMJ\w+/, ''));
}
