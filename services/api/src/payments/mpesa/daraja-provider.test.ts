import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MPESA_PASSKEY } from '@pamoja/server-kit/config';
import { ProviderRefusal, ProviderUnavailable } from '../payment-providers';
import { createDarajaProvider, type DarajaSettings } from './daraja-provider';
import { startFakeDaraja, type FakeDaraja } from './fake-daraja-server';

let fake: FakeDaraja;
// 22:30:15 UTC on 31 January is already 1 February in Nairobi (UTC+3).
let clock = Date.UTC(2024, 0, 31, 22, 30, 15);
const callbackUrls = {
  stk: 'https://pamoja.test/cb/stk',
  b2cResult: 'https://pamoja.test/cb/b2c/result',
  b2cTimeout: 'https://pamoja.test/cb/b2c/timeout',
  statusResult: 'https://pamoja.test/cb/status/result',
  statusTimeout: 'https://pamoja.test/cb/status/timeout',
};

const provider = (overrides: Partial<DarajaSettings> = {}) =>
  createDarajaProvider({
    baseUrl: fake.baseUrl,
    consumerKey: 'key',
    consumerSecret: 'secret',
    shortcode: '174379',
    passkey: DEFAULT_MPESA_PASSKEY,
    b2cShortcode: '600000',
    initiatorName: 'testapi',
    securityCredential: 'encrypted-credential',
    callbackUrls,
    timeoutMs: 2_000,
    now: () => new Date(clock),
    ...overrides,
  });

const push = {
  phoneNumber: '254708374149',
  amount: 150_000n,
  accountReference: 'TOPUP123',
  description: 'Wallet top-up',
};
const accepted = {
  MerchantRequestID: '29115-34620561-1',
  CheckoutRequestID: 'ws_CO_191220191020363925',
  ResponseCode: '0',
  ResponseDescription: 'Success. Request accepted for processing',
  CustomerMessage: 'Success. Request accepted for processing',
};
const STK = '/mpesa/stkpush/v1/processrequest';
const QUERY = '/mpesa/stkpushquery/v1/query';
const B2C = '/mpesa/b2c/v3/paymentrequest';
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error,
  );

beforeAll(async () => {
  fake = await startFakeDaraja();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.on(STK, () => ({ status: 200, body: accepted }));
  fake.requests.length = 0;
});

describe('Daraja provider: token', () => {
  it('fetches one token, reuses it, and renews it 60 s before it expires', async () => {
    const mpesa = provider();
    const before = fake.state.tokensIssued;
    await Promise.all([mpesa.stkPush(push), mpesa.stkPush(push)]);
    await mpesa.stkPush(push);
    expect(fake.state.tokensIssued - before).toBe(1);
    clock += (3599 - 61) * 1000;
    await mpesa.stkPush(push);
    expect(fake.state.tokensIssued - before).toBe(1);
    clock += 2_000;
    await mpesa.stkPush(push);
    expect(fake.state.tokensIssued - before).toBe(2);
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${fake.state.currentToken}`);
  });

  it('renews a token Daraja rejected, once, and retries the request', async () => {
    const mpesa = provider();
    await mpesa.stkPush(push);
    fake.revokeTokens();
    const result = await mpesa.stkPush(push);
    expect(result.checkoutRequestId).toBe(accepted.CheckoutRequestID);
    const [first, rejected, retried] = fake.requests.map((request) => request.authorization);
    expect(fake.requests).toHaveLength(3);
    expect(rejected).toBe(first);
    expect(retried).toBe(`Bearer ${fake.state.currentToken}`);
    expect(retried).not.toBe(first);
  });

  it('refuses when Daraja refuses our credentials', async () => {
    const error = await failure(provider({ consumerSecret: 'wrong' }).stkPush(push));
    expect(error).toBeInstanceOf(ProviderRefusal);
    expect(error?.message).toBe('Invalid Authentication passed');
  });
});

describe('Daraja provider: STK push', () => {
  it('signs with base64(shortcode + passkey + timestamp), the timestamp in Nairobi time', async () => {
    const result = await provider().stkPush(push);
    expect(result).toEqual({
      checkoutRequestId: accepted.CheckoutRequestID,
      merchantRequestId: accepted.MerchantRequestID,
      customerMessage: accepted.CustomerMessage,
    });
    const body = fake.requests[0]?.body ?? {};
    const nairobi = new Date(clock + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
    expect(body.Timestamp).toMatch(/^\d{14}$/);
    expect(body.Timestamp).toBe(nairobi);
    const decoded = Buffer.from(String(body.Password), 'base64').toString('utf8');
    expect(decoded).toBe(`174379${DEFAULT_MPESA_PASSKEY}${nairobi}`);
    expect(body).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: '254708374149',
      PartyB: '174379',
      PhoneNumber: '254708374149',
      CallBackURL: callbackUrls.stk,
      AccountReference: 'TOPUP123',
      TransactionDesc: 'Wallet top-up',
    });
  });

  it.each([
    ['an account reference over 12 characters', { accountReference: 'ABCDEFGHIJKLM' }],
    ['an empty account reference', { accountReference: '  ' }],
    ['cents', { amount: 150_050n }],
    ['a zero amount', { amount: 0n }],
    ['a phone that is not 254XXXXXXXXX', { phoneNumber: '0708374149' }],
  ])('refuses %s without calling Daraja', async (_case, change) => {
    const error = await failure(provider().stkPush({ ...push, ...change }));
    expect(error).toBeInstanceOf(ProviderRefusal);
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts a 12-character account reference as it is', async () => {
    await provider().stkPush({ ...push, accountReference: 'ABCDEFGHIJKL' });
    expect(fake.requests[0]?.body.AccountReference).toBe('ABCDEFGHIJKL');
  });

  it.each([
    [
      'a 5xx',
      { status: 503, body: { errorCode: '503.001.01', errorMessage: 'Service unavailable' } },
    ],
    ['a 500 that is not JSON', { status: 500, body: '<html>oops</html>' }],
    ['a 200 that is not JSON', { status: 200, body: 'not json' }],
    ['a 200 without ResponseCode', { status: 200, body: { hello: 'world' } }],
    ['an acceptance without CheckoutRequestID', { status: 200, body: { ResponseCode: '0' } }],
    ['no answer in time', { status: 200, body: accepted, delayMs: 3_000 }],
  ])('reports an unknown outcome on %s', async (_case, answer) => {
    fake.on(STK, () => answer);
    const error = await failure(provider({ timeoutMs: 500 }).stkPush(push));
    expect(error).toBeInstanceOf(ProviderUnavailable);
  });

  it('reports an unknown outcome when Daraja cannot be reached', async () => {
    const error = await failure(provider({ baseUrl: 'http://127.0.0.1:9' }).stkPush(push));
    expect(error).toBeInstanceOf(ProviderUnavailable);
  });

  it('turns a Daraja error answer into a refusal with its message and code', async () => {
    fake.on(STK, () => ({
      status: 400,
      body: {
        requestId: '1',
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid Amount',
      },
    }));
    const error = await failure(provider().stkPush(push));
    expect(error).toBeInstanceOf(ProviderRefusal);
    expect(error).toMatchObject({
      message: 'Bad Request - Invalid Amount',
      resultCode: '400.002.02',
    });
    fake.on(STK, () => ({
      status: 200,
      body: { ResponseCode: '1', ResponseDescription: 'Rejected' },
    }));
    expect(await failure(provider().stkPush(push))).toMatchObject({
      message: 'Rejected',
      resultCode: '1',
    });
  });
});

describe('Daraja provider: STK query', () => {
  const answer = (ResultCode: string, ResultDesc: string) => ({
    status: 200,
    body: {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: 'm',
      CheckoutRequestID: 'ws_CO_1',
      ResultCode,
      ResultDesc,
    },
  });

  it.each([
    [
      answer('0', 'The service request is processed successfully.'),
      { status: 'SUCCESS', receiptNumber: 'ws_CO_1' },
    ],
    [
      answer('1032', 'Request cancelled by user'),
      { status: 'FAILED', resultCode: 1032, reason: 'Request cancelled by user' },
    ],
    [
      answer('1037', 'DS timeout user cannot be reached'),
      { status: 'FAILED', resultCode: 1037, reason: 'DS timeout user cannot be reached' },
    ],
    [
      answer('1', 'The balance is insufficient for the transaction'),
      {
        status: 'FAILED',
        resultCode: 1,
        reason: 'The balance is insufficient for the transaction',
      },
    ],
    [
      answer('2001', 'The initiator information is invalid.'),
      { status: 'FAILED', resultCode: 2001, reason: 'The initiator information is invalid.' },
    ],
    [answer('4999', 'The transaction is still under processing'), { status: 'PENDING' }],
    [
      {
        status: 500,
        body: {
          requestId: 'r',
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        },
      },
      { status: 'PENDING' },
    ],
  ])('maps %j to %j', async (reply, outcome) => {
    fake.on(QUERY, () => reply);
    expect(await provider().stkQuery('ws_CO_1')).toEqual(outcome);
    const body = fake.requests.at(-1)?.body;
    expect(body).toMatchObject({ BusinessShortCode: '174379', CheckoutRequestID: 'ws_CO_1' });
    expect(body?.Timestamp).toMatch(/^\d{14}$/);
  });

  it('throws instead of guessing when the query itself fails', async () => {
    fake.on(QUERY, () => ({ status: 503, body: {} }));
    expect(await failure(provider().stkQuery('ws_CO_1'))).toBeInstanceOf(ProviderUnavailable);
    fake.on(QUERY, () => ({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid CheckoutRequestID' },
    }));
    expect(await failure(provider().stkQuery('ws_CO_1'))).toBeInstanceOf(ProviderRefusal);
  });
});

describe('Daraja provider: B2C', () => {
  const payout = {
    reference: '7f0c6d1e-b2c',
    amount: 20_000n,
    phoneNumber: '254708374149',
    remarks: 'Wallet withdrawal',
  };

  it('sends the payment request Daraja expects and returns its ConversationID', async () => {
    fake.on(B2C, () => ({
      status: 200,
      body: {
        ConversationID: 'AG_20191219_00005797af5d7d75f652',
        OriginatorConversationID: payout.reference,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      },
    }));
    const mpesa = provider();
    expect(await mpesa.b2c(payout)).toEqual({
      providerReference: 'AG_20191219_00005797af5d7d75f652',
    });
    expect(fake.requests[0]?.body).toEqual({
      OriginatorConversationID: payout.reference,
      InitiatorName: 'testapi',
      SecurityCredential: 'encrypted-credential',
      CommandID: 'BusinessPayment',
      Amount: 200,
      PartyA: '600000',
      PartyB: '254708374149',
      Remarks: 'Wallet withdrawal',
      QueueTimeOutURL: callbackUrls.b2cTimeout,
      ResultURL: callbackUrls.b2cResult,
      Occassion: payout.reference,
    });
  });

  it('asks Transaction Status by our own reference, the answer due at a ResultURL naming it', async () => {
    fake.on('/mpesa/transactionstatus/v1/query', () => ({
      status: 200,
      body: {
        OriginatorConversationID: 'query-1',
        ConversationID: 'AG_query',
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      },
    }));
    // Without its ConversationID too: the payout's answer was lost with a crash.
    expect(await provider().b2cStatus(null, payout.reference)).toEqual({ status: 'PENDING' });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/mpesa/transactionstatus/v1/query',
      body: {
        Initiator: 'testapi',
        SecurityCredential: 'encrypted-credential',
        CommandID: 'TransactionStatusQuery',
        OriginatorConversationID: payout.reference,
        PartyA: '600000',
        IdentifierType: '4',
        ResultURL: `${callbackUrls.statusResult}/${payout.reference}`,
        QueueTimeOutURL: callbackUrls.statusTimeout,
      },
    });
  });

  it('leaves the payout pending when Daraja refuses the status query', async () => {
    fake.on('/mpesa/transactionstatus/v1/query', () => ({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Initiator' },
    }));
    expect(await failure(provider().b2cStatus(null, payout.reference))).toBeInstanceOf(Error);
  });

  it('refuses cents and missing phones before calling, and maps Daraja errors', async () => {
    expect(await failure(provider().b2c({ ...payout, amount: 20_001n }))).toBeInstanceOf(
      ProviderRefusal,
    );
    expect(await failure(provider().b2c({ ...payout, phoneNumber: undefined }))).toBeInstanceOf(
      ProviderRefusal,
    );
    expect(fake.requests).toHaveLength(0);
    fake.on(B2C, () => ({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PartyB' },
    }));
    expect(await failure(provider().b2c(payout))).toMatchObject({
      name: 'ProviderRefusal',
      message: 'Bad Request - Invalid PartyB',
    });
    fake.on(B2C, () => ({ status: 502, body: 'Bad gateway' }));
    expect(await failure(provider().b2c(payout))).toBeInstanceOf(ProviderUnavailable);
  });
});
