import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRefusal, ProviderUnavailable } from '../../payments/payment-providers';
import {
  AIRTIME_SEND_PATH,
  createAfricasTalkingProvider,
  type AfricasTalkingSettings,
} from './africastalking-provider';
import { AIRTIME_MAX_AMOUNT, AIRTIME_MIN_AMOUNT } from './airtime-provider';
import { startFakeAfricasTalking, type FakeAfricasTalking } from './fake-africastalking-server';

let fake: FakeAfricasTalking;

const provider = (overrides: Partial<AfricasTalkingSettings> = {}) =>
  createAfricasTalkingProvider({
    baseUrl: fake.baseUrl,
    username: 'pamoja',
    apiKey: 'at-api-key',
    timeoutMs: 2_000,
    ...overrides,
  });

const line = (phoneNumber: string, status: string, requestId: string, errorMessage = 'None') => ({
  phoneNumber,
  amount: 'KES 100.0000',
  discount: 'KES 4.0000',
  status,
  requestId,
  errorMessage,
});
const sentAll = {
  errorMessage: 'None',
  numSent: 1,
  totalAmount: 'KES 100.0000',
  totalDiscount: 'KES 4.0000',
  responses: [line('+254711000111', 'Sent', 'ATQid_1')],
};
const one = { reference: 'tx-1', recipients: [{ phoneNumber: '254711000111', amount: 10_000n }] };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error,
  );

beforeAll(async () => {
  fake = await startFakeAfricasTalking();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.answer(() => ({ status: 201, body: sentAll }));
});

describe("Africa's Talking airtime: the request", () => {
  it('posts a form with username and the recipients as JSON (+254…, "KES 100")', async () => {
    await provider().send({
      reference: 'group-run-7',
      recipients: [
        { phoneNumber: '254711000111', amount: 10_000n },
        { phoneNumber: '254100222333', amount: 1_000_000n },
      ],
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(AIRTIME_SEND_PATH);
    expect(request?.path).toBe('/version1/airtime/send');
    expect(request?.headers).toMatchObject({
      apikey: 'at-api-key',
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.keys(request?.form ?? {}).sort()).toEqual(['recipients', 'username']);
    expect(request?.form.username).toBe('pamoja');
    expect(JSON.parse(request?.form.recipients ?? '')).toEqual([
      { phoneNumber: '+254711000111', amount: 'KES 100' },
      { phoneNumber: '+254100222333', amount: 'KES 10000' },
    ]);
  });

  it('trims a trailing slash off the base URL', async () => {
    await provider({ baseUrl: `${fake.baseUrl}/` }).send(one);
    expect(fake.requests[0]?.path).toBe('/version1/airtime/send');
  });
});

describe("Africa's Talking airtime: the answer", () => {
  it('maps mixed Sent and Failed lines back to each recipient, in request order', async () => {
    fake.answer(() => ({
      status: 201,
      body: {
        errorMessage: 'None',
        numSent: 2,
        totalAmount: 'KES 350.0000',
        totalDiscount: 'KES 14.0000',
        // Answered in another order than asked, as the API does not promise any.
        responses: [
          line('+254722000333', 'Failed', 'None', 'Value Outside The Allowed Limits'),
          line('+254711000111', 'Sent', 'ATQid_a'),
          line('+254733000444', 'Sent', 'ATQid_c'),
        ],
      },
    }));
    const result = await provider().send({
      reference: 'run-1',
      recipients: [
        { phoneNumber: '254711000111', amount: 10_000n },
        { phoneNumber: '254722000333', amount: 5_000n },
        { phoneNumber: '254733000444', amount: 20_000n },
      ],
    });
    expect(result.results).toEqual([
      {
        phoneNumber: '254711000111',
        amount: 10_000n,
        status: 'SENT',
        providerReference: 'ATQid_a',
      },
      {
        phoneNumber: '254722000333',
        amount: 5_000n,
        status: 'FAILED',
        reason: 'Value Outside The Allowed Limits',
      },
      {
        phoneNumber: '254733000444',
        amount: 20_000n,
        status: 'SENT',
        providerReference: 'ATQid_c',
      },
    ]);
  });

  it('matches the same phone twice in one request in turn', async () => {
    fake.answer(() => ({
      status: 201,
      body: {
        errorMessage: 'None',
        responses: [
          line('+254711000111', 'Sent', 'ATQid_first'),
          line('+254711000111', 'Failed', 'None', 'A duplicate request was received'),
        ],
      },
    }));
    const { results } = await provider().send({
      reference: 'run-2',
      recipients: [
        { phoneNumber: '254711000111', amount: 10_000n },
        { phoneNumber: '254711000111', amount: 10_000n },
      ],
    });
    expect(results.map((result) => [result.status, result.providerReference])).toEqual([
      ['SENT', 'ATQid_first'],
      ['FAILED', undefined],
    ]);
    expect(results[1]?.reason).toBe('A duplicate request was received');
  });

  it('never reports FAILED for a recipient the answer leaves out (the outcome is unknown)', async () => {
    const { results } = await provider().send({
      reference: 'run-3',
      recipients: [
        { phoneNumber: '254711000111', amount: 10_000n },
        { phoneNumber: '254799000999', amount: 10_000n },
      ],
    });
    expect(results[0]).toMatchObject({ status: 'SENT', providerReference: 'ATQid_1' });
    expect(results[1]).toMatchObject({ status: 'SENT', reason: expect.stringMatching(/unknown/) });
    expect(results[1]?.providerReference).toBeUndefined();
  });

  it('gives a failed line a reason even when Africa\'s Talking says "None"', async () => {
    fake.answer(() => ({
      status: 201,
      body: { errorMessage: 'None', responses: [line('+254711000111', 'Failed', 'None')] },
    }));
    const { results } = await provider().send(one);
    expect(results[0]).toMatchObject({ status: 'FAILED', reason: expect.any(String) });
    expect(results[0]?.reason).not.toBe('None');
  });
});

describe("Africa's Talking airtime: refusals and unknown outcomes", () => {
  it('refuses when the answer has an errorMessage and no lines', async () => {
    fake.answer(() => ({
      status: 200,
      body: {
        errorMessage: 'Insufficient Credit',
        numSent: 0,
        totalAmount: '0',
        totalDiscount: '0',
        responses: [],
      },
    }));
    const error = await failure(provider().send(one));
    expect(error).toBeInstanceOf(ProviderRefusal);
    expect(error?.message).toBe('Insufficient Credit');
  });

  it('refuses on a 401 for a bad apiKey (a plain-text answer)', async () => {
    fake.answer(() => ({ status: 401, body: 'The supplied authentication is invalid' }));
    const error = await failure(provider({ apiKey: 'wrong' }).send(one));
    expect(error).toBeInstanceOf(ProviderRefusal);
    expect(error?.message).toBe('The supplied authentication is invalid');
    expect((error as ProviderRefusal).resultCode).toBe(401);
  });

  it.each([500, 502, 503])('is unavailable on HTTP %i', async (status) => {
    fake.answer(() => ({ status, body: { errorMessage: 'Internal error' } }));
    const error = await failure(provider().send(one));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error?.message).toMatch(new RegExp(`HTTP ${status}`));
  });

  it('is unavailable on a 2xx it cannot read, or with no lines and no error', async () => {
    fake.answer(() => ({ status: 200, body: '<html>gateway</html>' }));
    expect(await failure(provider().send(one))).toBeInstanceOf(ProviderUnavailable);
    fake.answer(() => ({ status: 200, body: { errorMessage: 'None', responses: [] } }));
    expect(await failure(provider().send(one))).toBeInstanceOf(ProviderUnavailable);
  });

  it('is unavailable on a timeout', async () => {
    fake.answer(() => ({ status: 201, body: sentAll, delayMs: 1_000 }));
    const error = await failure(provider({ timeoutMs: 100 }).send(one));
    expect(error).toBeInstanceOf(ProviderUnavailable);
  });

  it('is unavailable when nothing listens', async () => {
    const error = await failure(provider({ baseUrl: 'http://127.0.0.1:1' }).send(one));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error?.message).toMatch(/could not be reached/);
  });
});

describe("Africa's Talking airtime: limits (refused before any call)", () => {
  it('exports KES 10 and KES 10,000 in cents', () => {
    expect(AIRTIME_MIN_AMOUNT).toBe(1_000n);
    expect(AIRTIME_MAX_AMOUNT).toBe(1_000_000n);
  });

  it.each([
    ['below KES 10', 900n, /between KES 10 and KES 10,000 per recipient \(got KES 9\)/],
    ['above KES 10,000', 1_000_100n, /between KES 10 and KES 10,000 .*got KES 10001/],
    ['with cents', 10_050n, /whole shillings/],
    ['zero', 0n, /between KES 10 and KES 10,000/],
  ])('refuses an amount %s', async (_, amount, message) => {
    const error = await failure(
      provider().send({
        reference: 'run-limits',
        recipients: [
          { phoneNumber: '254711000111', amount: 10_000n },
          { phoneNumber: '254722000333', amount },
        ],
      }),
    );
    expect(error).toBeInstanceOf(ProviderRefusal);
    expect(error?.message).toMatch(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts exactly KES 10 and KES 10,000', async () => {
    await provider().send({
      reference: 'run-edges',
      recipients: [
        { phoneNumber: '254711000111', amount: AIRTIME_MIN_AMOUNT },
        { phoneNumber: '254711000111', amount: AIRTIME_MAX_AMOUNT },
      ],
    });
    expect(JSON.parse(fake.requests[0]?.form.recipients ?? '')).toEqual([
      { phoneNumber: '+254711000111', amount: 'KES 10' },
      { phoneNumber: '+254711000111', amount: 'KES 10000' },
    ]);
  });

  it('refuses a bad phone number and an empty recipient list', async () => {
    const bad = await failure(
      provider().send({
        reference: 'x',
        recipients: [{ phoneNumber: '0711000111', amount: 10_000n }],
      }),
    );
    expect(bad).toBeInstanceOf(ProviderRefusal);
    expect(bad?.message).toMatch(/254XXXXXXXXX/);
    const empty = await failure(provider().send({ reference: 'x', recipients: [] }));
    expect(empty).toBeInstanceOf(ProviderRefusal);
    expect(fake.requests).toHaveLength(0);
  });
});
