import { randomInt } from 'node:crypto';
import {
  ProviderRefusal,
  type PaymentOutcome,
  type PayoutRail,
  type PayoutRequest,
} from '../payment-providers';
import {
  createMemoryTransferRecords,
  NEVER_RECEIVED,
  type TransferRecords,
} from './transfer-records';

export interface SimulatedRailOptions {
  name: string;
  /** Starts every reference this rail hands out, e.g. 'FT'. */
  prefix: string;
  /** The rail's own rules; returns the destination (account or phone) whose ending plays a case. */
  check(request: PayoutRequest): string;
  /** What the rail received; in memory unless the app gives it durable ones. */
  records?: TransferRecords;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomText = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(0, ALPHANUMERIC.length)]).join('');
/** The last character of a reference says which case it plays, so a restart keeps answering. */
const SETTLED = 'S';
const UNKNOWN_OUTCOME = 'U';

/**
 * A payout rail without a public API (bank IFT, Pesalink), simulated behind PayoutRail.
 * Destinations ending 000 are refused before acceptance ('Account closed': safe to void);
 * ending 001 are accepted with an unknown outcome that the second status query settles as paid;
 * any other is paid at once.
 */
export function createSimulatedRail(options: SimulatedRailOptions): PayoutRail {
  const queries = new Map<string, number>();
  const records = options.records ?? createMemoryTransferRecords();

  return {
    name: options.name,

    async send(request: PayoutRequest) {
      if (request.amount <= 0n) throw new ProviderRefusal('The amount must be more than zero.');
      const destination = options.check(request);
      if (destination.endsWith('000'))
        throw new ProviderRefusal('Account closed', 'ACCOUNT_CLOSED');
      const pending = destination.endsWith('001');
      const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
      // A transfer sent twice under one reference is one transfer, as on a real rail.
      const providerReference = await records.received(
        options.name,
        request.reference,
        `${options.prefix}${day}${randomText(8)}${pending ? UNKNOWN_OUTCOME : SETTLED}`,
      );
      const outcome: PaymentOutcome = pending
        ? { status: 'PENDING' }
        : { status: 'SUCCESS', receiptNumber: providerReference, amount: request.amount };
      return { providerReference, outcome };
    },

    /** Asked by our own reference too, so a transfer it never received is told apart. */
    async status(transfer): Promise<PaymentOutcome> {
      const providerReference =
        transfer.providerReference ?? (await records.find(options.name, transfer.reference));
      if (providerReference === null) return NEVER_RECEIVED;
      if (!providerReference.startsWith(options.prefix)) return { status: 'PENDING' };
      const paid: PaymentOutcome = { status: 'SUCCESS', receiptNumber: providerReference };
      if (providerReference.endsWith(SETTLED)) return paid;
      const asked = (queries.get(providerReference) ?? 0) + 1;
      queries.set(providerReference, asked);
      return asked >= 2 ? paid : { status: 'PENDING' };
    },
  };
}

const ACCOUNT_NUMBER = /^\d{6,20}$/;

/** A bank destination: its 2-digit bank code and a 6 to 20 digit account number. */
export function bankAccountOf(request: PayoutRequest): string {
  if (!request.bankCode || !/^\d{2}$/.test(request.bankCode)) {
    throw new ProviderRefusal('The bank code must be the 2-digit code of a Kenyan bank.');
  }
  if (!request.accountNumber || !ACCOUNT_NUMBER.test(request.accountNumber)) {
    throw new ProviderRefusal('The account number must be 6 to 20 digits.');
  }
  return request.accountNumber;
}
