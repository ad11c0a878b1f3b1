import {
  ProviderRefusal,
  ProviderUnavailable,
  type MpesaProvider,
  type PaymentOutcome,
  type PayoutRequest,
  type StkPushRequest,
} from '../payment-providers';
import {
  createMemoryTransferRecords,
  NEVER_RECEIVED,
  type TransferRecords,
} from '../rails/transfer-records';
import { accountReference, msisdn, wholeShillings } from './mpesa-rules';
import { b2cResultFor, stkCallbackFor, type B2cRecord, type StkRecord } from './simulator-payloads';
import {
  B2C_RESULTS,
  decodeCheckoutId,
  decodeConversationId,
  newCheckoutId,
  newConversationId,
  newMerchantRequestId,
  receiptOf,
  scenarioOf,
  STK_RESULTS,
  type DecodedId,
} from './simulator-scenarios';

const RECORDS_NAME = 'mpesa-simulator';

/** How long an STK prompt waits on the phone before M-Pesa gives up (ResultCode 1037). */
export const SIMULATED_STK_TIMEOUT_MS = 120_000;
/** Records are kept this long after settling; older ids are still answered from the id itself. */
const KEEP_MS = 15 * 60_000;

export type CallbackKind = 'stk' | 'b2c';

export interface MpesaSimulatorOptions {
  delayMs: number;
  /** Posts a Daraja-shaped callback to our own callback route (the app wires it). */
  deliver: (kind: CallbackKind, payload: object) => Promise<void>;
  /** A failed delivery is like a lost callback: the sweeper's status query settles the payment. */
  onDeliveryError?: (error: unknown, kind: CallbackKind) => void;
  now?: () => number;
  /** The payouts it received by our reference; in memory unless the app gives durable ones. */
  records?: TransferRecords;
}

export type MpesaSimulator = MpesaProvider & { close(): void };

type Entry = DecodedId & { timer?: NodeJS.Timeout; amount?: bigint; phoneNumber?: string };

/** A settled request as a status query reports it (amount and phone only while remembered). */
function settled(id: string, entry: Entry, result: { code: number; desc: string }): PaymentOutcome {
  if (result.code !== 0) return { status: 'FAILED', resultCode: result.code, reason: result.desc };
  const remembered =
    entry.amount === undefined ? {} : { amount: entry.amount, phoneNumber: entry.phoneNumber };
  return { status: 'SUCCESS', receiptNumber: receiptOf(id), ...remembered };
}

/**
 * The default MpesaProvider (docs/money.md): answers like the Daraja sandbox and, after `delayMs`,
 * delivers the callback Daraja would send. Phones ending 000, 001, 002 play the failure cases.
 */
export function createMpesaSimulator(options: MpesaSimulatorOptions): MpesaSimulator {
  // Read the clock at each call, so a test that fakes Date after creation is seen.
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  const records = options.records ?? createMemoryTransferRecords();
  let closed = false;

  function remember(id: string, entry: Entry, kind: CallbackKind, payload: () => object | null) {
    for (const [key, old] of entries) {
      if (old.createdAt + SIMULATED_STK_TIMEOUT_MS + KEEP_MS > entry.createdAt) break;
      entries.delete(key);
    }
    entries.set(id, entry);
    const body = payload();
    if (!body) return;
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      options.deliver(kind, body).catch((error: unknown) => options.onDeliveryError?.(error, kind));
    }, options.delayMs);
    // A pending callback must never keep the process (or a test run) alive.
    entry.timer.unref();
  }

  function ensureOpen() {
    if (closed) throw new ProviderUnavailable('The M-Pesa simulator is shut down.');
  }

  return {
    name: 'simulator',

    async stkPush(request: StkPushRequest) {
      ensureOpen();
      const phoneNumber = msisdn(request.phoneNumber);
      const shillings = wholeShillings(request.amount);
      accountReference(request.accountReference);
      const at = new Date(now());
      const scenario = scenarioOf(phoneNumber);
      const record: StkRecord = {
        checkoutRequestId: newCheckoutId(at, scenario),
        merchantRequestId: newMerchantRequestId(),
        scenario,
        shillings,
        phoneNumber,
      };
      const entry = { createdAt: at.getTime(), scenario, amount: request.amount, phoneNumber };
      remember(record.checkoutRequestId, entry, 'stk', () =>
        // A timeout sends nothing: the prompt just dies on the phone.
        scenario === 'silent'
          ? null
          : stkCallbackFor(record, new Date(at.getTime() + options.delayMs)),
      );
      return {
        checkoutRequestId: record.checkoutRequestId,
        merchantRequestId: record.merchantRequestId,
        customerMessage: 'Success. Request accepted for processing',
      };
    },

    async stkQuery(checkoutRequestId: string): Promise<PaymentOutcome> {
      const entry: Entry | undefined =
        entries.get(checkoutRequestId) ?? decodeCheckoutId(checkoutRequestId);
      if (!entry) {
        throw new ProviderRefusal('Bad Request - Invalid CheckoutRequestID', '400.002.02');
      }
      const due = entry.scenario === 'silent' ? SIMULATED_STK_TIMEOUT_MS : options.delayMs;
      if (now() - entry.createdAt < due) return { status: 'PENDING' };
      return settled(checkoutRequestId, entry, STK_RESULTS[entry.scenario]);
    },

    async b2c(request: PayoutRequest) {
      ensureOpen();
      const phoneNumber = msisdn(request.phoneNumber);
      const shillings = wholeShillings(request.amount);
      const at = new Date(now());
      const scenario = scenarioOf(phoneNumber);
      const record: B2cRecord = {
        conversationId: newConversationId(at, scenario),
        originatorConversationId: request.reference,
        scenario,
        shillings,
        phoneNumber,
      };
      const entry = { createdAt: at.getTime(), scenario, amount: request.amount, phoneNumber };
      await records.received(RECORDS_NAME, request.reference, record.conversationId);
      remember(record.conversationId, entry, 'b2c', () =>
        // The lost-callback case: paid, but nobody is told until a status query asks.
        scenario === 'silent'
          ? null
          : b2cResultFor(record, new Date(at.getTime() + options.delayMs)),
      );
      return { providerReference: record.conversationId };
    },

    /**
     * Unknown ConversationIDs stay PENDING: an unknown payout may have been paid. Asked by our
     * own reference only, it knows whether the payout ever reached it.
     */
    async b2cStatus(conversationId: string | null, reference: string): Promise<PaymentOutcome> {
      const providerReference = conversationId ?? (await records.find(RECORDS_NAME, reference));
      if (providerReference === null) return NEVER_RECEIVED;
      const entry: Entry | undefined =
        entries.get(providerReference) ?? decodeConversationId(providerReference);
      if (!entry || now() - entry.createdAt < options.delayMs) return { status: 'PENDING' };
      return settled(providerReference, entry, B2C_RESULTS[entry.scenario]);
    },

    close() {
      closed = true;
      for (const entry of entries.values()) clearTimeout(entry.timer);
      entries.clear();
    },
  };
}
