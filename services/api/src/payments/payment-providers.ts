/**
 * The seams between the ledger and the outside rails (docs/money.md). Amounts are integer minor
 * units (KES cents); M-Pesa moves whole shillings only. Phone numbers are 254XXXXXXXXX.
 *
 * Errors: a provider throws `ProviderRefusal` when the rail definitely did not take the request
 * (safe to void a hold), and `ProviderUnavailable` when the outcome is unknown (network error,
 * timeout, 5xx): the caller then keeps the money held until a status query settles it.
 */
export class ProviderRefusal extends Error {
  override readonly name = 'ProviderRefusal';
  constructor(
    message: string,
    readonly resultCode?: string | number,
  ) {
    super(message);
  }
}

export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/** The settled state of a payment as a provider reports it. */
export type PaymentOutcome =
  | { status: 'SUCCESS'; receiptNumber: string; amount?: bigint; phoneNumber?: string }
  | { status: 'FAILED'; resultCode: string | number; reason: string }
  | { status: 'PENDING' };

export interface StkPushRequest {
  phoneNumber: string;
  amount: bigint;
  /** At most 12 characters (Daraja's AccountReference). */
  accountReference: string;
  description: string;
}

export interface StkPushAccepted {
  checkoutRequestId: string;
  merchantRequestId: string;
  customerMessage: string;
}

export interface PayoutRequest {
  /** Our own id of the payout; providers echo it back (Daraja's OriginatorConversationID). */
  reference: string;
  amount: bigint;
  phoneNumber?: string;
  bankCode?: string;
  accountNumber?: string;
  accountName?: string;
  remarks: string;
}

export interface PayoutAccepted {
  /** The provider's id of the payout (Daraja's ConversationID). */
  providerReference: string;
}

export interface MpesaProvider {
  readonly name: 'daraja' | 'simulator';
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<PaymentOutcome>;
  /** B2C: send money from the business to a phone. The result arrives by callback. */
  b2c(request: PayoutRequest): Promise<PayoutAccepted>;
  /** By ConversationID, or by our OriginatorConversationID when the request's answer was lost. */
  b2cStatus(providerReference: string | null, reference: string): Promise<PaymentOutcome>;
}

/** Bank IFT and Pesalink have no public API here: simulators stand behind this interface. */
export interface PayoutRail {
  readonly name: string;
  send(request: PayoutRequest): Promise<PayoutAccepted & { outcome: PaymentOutcome }>;
  /**
   * Asked by the provider's reference when we saved it, else by our own: a transfer the rail
   * never received answers FAILED (NOT_FOUND), so its hold can be voided.
   */
  status(transfer: {
    reference: string;
    providerReference: string | null;
  }): Promise<PaymentOutcome>;
}
