import {
  ProviderUnavailable,
  type MpesaProvider,
  type PaymentOutcome,
  type PayoutRequest,
  type StkPushRequest,
} from '../payment-providers';
import { accepted, createDarajaClient, failure, type DarajaBody } from './daraja-client';
import { accountReference, msisdn, resultCodeOf, shortText, wholeShillings } from './mpesa-rules';
import { darajaTimestamp } from './nairobi-time';

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill or till that STK push collects into (BusinessShortCode / PartyB). */
  shortcode: string;
  passkey: string;
  /** The shortcode B2C pays out from (PartyA). */
  b2cShortcode: string;
  initiatorName: string;
  /** The initiator password encrypted with Safaricom's public certificate. */
  securityCredential: string;
  callbackUrls: {
    stk: string;
    b2cResult: string;
    b2cTimeout: string;
    /** Transaction Status results; our transaction id is appended as the last path segment. */
    statusResult: string;
    statusTimeout: string;
  };
  timeoutMs?: number;
  /** The clock, for the token cache and the Nairobi timestamps. */
  now?: () => Date;
}

/** Query answers that mean "not settled yet" rather than a result. */
const STILL_PROCESSING_ERROR = '500.001.1001';
const STILL_PROCESSING_RESULT = '4999';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function required(body: DarajaBody | null, key: string): string {
  const value = text(body?.[key]);
  // Accepted but without its id: we cannot follow it, and it may still happen.
  if (!value) throw new ProviderUnavailable(`M-Pesa accepted the request without ${key}.`);
  return value;
}

/** MpesaProvider against Safaricom Daraja (docs/money.md). */
export function createDarajaProvider(settings: DarajaSettings): MpesaProvider {
  const now = settings.now ?? (() => new Date());
  const client = createDarajaClient({
    baseUrl: settings.baseUrl,
    consumerKey: settings.consumerKey,
    consumerSecret: settings.consumerSecret,
    timeoutMs: settings.timeoutMs,
    now: () => now().getTime(),
  });

  /** STK requests sign with base64(shortcode + passkey + timestamp), timestamp in Nairobi time. */
  function stkCredentials() {
    const timestamp = darajaTimestamp(now());
    const password = Buffer.from(`${settings.shortcode}${settings.passkey}${timestamp}`).toString(
      'base64',
    );
    return { BusinessShortCode: settings.shortcode, Password: password, Timestamp: timestamp };
  }

  return {
    name: 'daraja',

    async stkPush(request: StkPushRequest) {
      const phone = msisdn(request.phoneNumber);
      const answer = await client.post('/mpesa/stkpush/v1/processrequest', {
        ...stkCredentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: wholeShillings(request.amount),
        PartyA: phone,
        PartyB: settings.shortcode,
        PhoneNumber: phone,
        CallBackURL: settings.callbackUrls.stk,
        AccountReference: accountReference(request.accountReference),
        TransactionDesc: shortText(request.description, 'Payment'),
      });
      if (!accepted(answer)) throw failure(answer);
      return {
        checkoutRequestId: required(answer.body, 'CheckoutRequestID'),
        merchantRequestId: required(answer.body, 'MerchantRequestID'),
        customerMessage: text(answer.body?.CustomerMessage) ?? 'Check your phone to pay.',
      };
    },

    /**
     * Daraja's query answer carries no M-Pesa receipt number, so a success reports the
     * CheckoutRequestID in its place; the callback, when it comes, has the real receipt.
     */
    async stkQuery(checkoutRequestId: string): Promise<PaymentOutcome> {
      const answer = await client.post('/mpesa/stkpushquery/v1/query', {
        ...stkCredentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (text(answer.body?.errorCode) === STILL_PROCESSING_ERROR) return { status: 'PENDING' };
      if (!accepted(answer) || answer.body?.ResultCode === undefined) throw failure(answer);
      const code = String(answer.body.ResultCode);
      if (code === '0') return { status: 'SUCCESS', receiptNumber: checkoutRequestId };
      if (code === STILL_PROCESSING_RESULT) return { status: 'PENDING' };
      return {
        status: 'FAILED',
        resultCode: resultCodeOf(code),
        reason: text(answer.body.ResultDesc) ?? 'M-Pesa did not complete the payment.',
      };
    },

    async b2c(request: PayoutRequest) {
      const answer = await client.post('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.reference,
        InitiatorName: settings.initiatorName,
        SecurityCredential: settings.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: wholeShillings(request.amount),
        PartyA: settings.b2cShortcode,
        PartyB: msisdn(request.phoneNumber),
        Remarks: shortText(request.remarks, 'Withdrawal'),
        QueueTimeOutURL: settings.callbackUrls.b2cTimeout,
        ResultURL: settings.callbackUrls.b2cResult,
        Occassion: request.reference.slice(0, 100),
      });
      if (!accepted(answer)) throw failure(answer);
      return { providerReference: required(answer.body, 'ConversationID') };
    },

    /**
     * Daraja's Transaction Status query, by our OriginatorConversationID (so it also finds a
     * payout whose ConversationID we never saved). Its answer comes later, to a ResultURL that
     * names our transaction; until then the payout stays PENDING (docs/money.md: never a refund
     * on an unknown outcome). A refused query changes nothing either: the sweeper asks again.
     */
    async b2cStatus(_conversationId: string | null, reference: string): Promise<PaymentOutcome> {
      const answer = await client.post('/mpesa/transactionstatus/v1/query', {
        Initiator: settings.initiatorName,
        SecurityCredential: settings.securityCredential,
        CommandID: 'TransactionStatusQuery',
        TransactionID: '',
        OriginatorConversationID: reference,
        PartyA: settings.b2cShortcode,
        IdentifierType: '4',
        ResultURL: `${settings.callbackUrls.statusResult}/${encodeURIComponent(reference)}`,
        QueueTimeOutURL: settings.callbackUrls.statusTimeout,
        Remarks: 'Payout status',
        Occasion: reference.slice(0, 100),
      });
      if (!accepted(answer)) throw failure(answer);
      return { status: 'PENDING' };
    },
  };
}
