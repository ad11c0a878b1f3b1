import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, signedInMember } from '../../test/identity-helpers';

/** The beneficiary tests' request helper, shared by the service's tests (`null`: signed out). */
export { call } from '../../test/call';

/** For the beneficiary route tests: a signed-in member and the reference ids they pick from. */
export async function member(app: FastifyInstance) {
  const { person, session } = await signedInMember(app);
  return { person, userId: session.userData.id, headers: bearer(session) };
}
export type Member = Awaited<ReturnType<typeof member>>;

export async function referenceIds(app: FastifyInstance) {
  const banks: { id: string; code: string }[] = (await app.inject('/api/v1/banks')).json().data;
  const telcos: { id: string; code: string }[] = (await app.inject('/api/v1/telcos/active')).json()
    .data;
  const bank = (code: string) => banks.find((row) => row.code === code)?.id ?? '';
  const telco = (code: string) => telcos.find((row) => row.code === code)?.id ?? '';
  return {
    kcb: bank('01'),
    equity: bank('68'),
    /** Citibank offers no Pesalink to individuals. */
    citibank: bank('16'),
    safaricom: telco('SAFARICOM'),
    airtel: telco('AIRTEL'),
  };
}

/** A Safaricom number (prefix 712) as a person types it, and as it is stored. */
export function safaricomNumber() {
  const local = `0712${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  return { local, stored: `254${local.slice(1)}` };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
