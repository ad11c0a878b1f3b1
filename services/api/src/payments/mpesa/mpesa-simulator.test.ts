import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderRefusal, ProviderUnavailable } from '../payment-providers';
import { parseB2cResult, parseStkCallback } from './daraja-callbacks';
import {
  createMpesaSimulator,
  SIMULATED_STK_TIMEOUT_MS,
  type CallbackKind,
  type MpesaSimulator,
} from './mpesa-simulator';

const DELAY = 1_500;
let delivered: { kind: CallbackKind; payload: object }[];
let simulator: MpesaSimulator;
const deliver = async (kind: CallbackKind, payload: object) => {
  delivered.push({ kind, payload });
};

beforeEach(() => {
  vi.useFakeTimers();
  delivered = [];
  simulator = createMpesaSimulator({ delayMs: DELAY, deliver });
});
afterEach(() => {
  simulator.close();
  vi.useRealTimers();
});

const push = (phoneNumber: string, amount = 100_000n) =>
  simulator.stkPush({ phoneNumber, amount, accountReference: 'PAMOJA', description: 'Top-up' });
const payout = (phoneNumber: string, amount = 50_000n) =>
  simulator.b2c({ reference: `ref-${phoneNumber}`, amount, phoneNumber, remarks: 'Withdrawal' });

describe('M-Pesa simulator: STK push', () => {
  it('accepts at once, then calls back with a Daraja receipt after the delay', async () => {
    const accepted = await push('254712345678');
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_\d{20}$/);
    expect(accepted.merchantRequestId).toMatch(/^\d{5}-\d{8}-1$/);
    expect(await simulator.stkQuery(accepted.checkoutRequestId)).toEqual({ status: 'PENDING' });
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(delivered).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivered.map((item) => item.kind)).toEqual(['stk']);
    const callback = parseStkCallback(delivered[0]?.payload);
    expect(callback).toMatchObject({
      checkoutRequestId: accepted.checkoutRequestId,
      merchantRequestId: accepted.merchantRequestId,
      outcome: { status: 'SUCCESS', amount: 100_000n, phoneNumber: '254712345678' },
    });
    const receipt = callback.outcome.status === 'SUCCESS' ? callback.outcome.receiptNumber : '';
    expect(receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(await simulator.stkQuery(accepted.checkoutRequestId)).toEqual({
      status: 'SUCCESS',
      receiptNumber: receipt,
      amount: 100_000n,
      phoneNumber: '254712345678',
    });
  });

  it.each([
    ['254712345000', 1032, 'Request cancelled by user'],
    ['254712345002', 1, 'The balance is insufficient for the transaction'],
  ])('%s calls back with ResultCode %i', async (phone, code, reason) => {
    const { checkoutRequestId } = await push(phone);
    await vi.advanceTimersByTimeAsync(DELAY);
    const failed = { status: 'FAILED', resultCode: code, reason };
    expect(parseStkCallback(delivered[0]?.payload).outcome).toEqual(failed);
    expect(await simulator.stkQuery(checkoutRequestId)).toEqual(failed);
  });

  it('254…001 never calls back; the query says PENDING, then 1037 after 2 minutes', async () => {
    const { checkoutRequestId } = await push('254712345001');
    await vi.advanceTimersByTimeAsync(SIMULATED_STK_TIMEOUT_MS - 1_000);
    expect(await simulator.stkQuery(checkoutRequestId)).toEqual({ status: 'PENDING' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await simulator.stkQuery(checkoutRequestId)).toEqual({
      status: 'FAILED',
      resultCode: 1037,
      reason: 'DS timeout user cannot be reached',
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(delivered).toHaveLength(0);
  });

  it('refuses cents, long references and unknown checkout ids like Daraja', async () => {
    await expect(push('254712345678', 100_050n)).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(
      simulator.stkPush({
        phoneNumber: '254712345678',
        amount: 100n,
        accountReference: 'X'.repeat(13),
        description: 'Top-up',
      }),
    ).rejects.toBeInstanceOf(ProviderRefusal);
    await expect(simulator.stkQuery('ws_CO_nonsense')).rejects.toMatchObject({
      name: 'ProviderRefusal',
      resultCode: '400.002.02',
    });
  });
});

describe('M-Pesa simulator: B2C', () => {
  it('pays and posts a B2C result that echoes our reference', async () => {
    const { providerReference } = await payout('254712345678');
    expect(providerReference).toMatch(/^AG_\d{8}_[0-9a-f]{20}$/);
    expect(await simulator.b2cStatus(providerReference, 'ref')).toEqual({ status: 'PENDING' });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(delivered[0]?.kind).toBe('b2c');
    const result = parseB2cResult(delivered[0]?.payload);
    expect(result).toMatchObject({
      conversationId: providerReference,
      originatorConversationId: 'ref-254712345678',
      outcome: { status: 'SUCCESS', amount: 50_000n },
    });
    expect(await simulator.b2cStatus(providerReference, 'ref')).toMatchObject({
      status: 'SUCCESS',
      receiptNumber: result.outcome.status === 'SUCCESS' ? result.outcome.receiptNumber : '',
    });
  });

  it.each([
    ['254712345000', 2040],
    ['254712345002', 1],
  ])('%s fails with ResultCode %i', async (phone, code) => {
    const { providerReference } = await payout(phone);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(parseB2cResult(delivered[0]?.payload).outcome).toMatchObject({
      status: 'FAILED',
      resultCode: code,
    });
    expect(await simulator.b2cStatus(providerReference, 'ref')).toMatchObject({ resultCode: code });
  });

  it('254…001 loses the callback: PENDING until the status query finds it paid', async () => {
    const { providerReference } = await payout('254712345001');
    expect(await simulator.b2cStatus(providerReference, 'ref')).toEqual({ status: 'PENDING' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(delivered).toHaveLength(0);
    expect(await simulator.b2cStatus(providerReference, 'ref')).toMatchObject({
      status: 'SUCCESS',
      amount: 50_000n,
    });
  });
});

describe('M-Pesa simulator: asked by our own reference', () => {
  it('finds a payout it received without its ConversationID, and says NOT_FOUND otherwise', async () => {
    await payout('254712345678');
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(await simulator.b2cStatus(null, 'ref-254712345678')).toMatchObject({
      status: 'SUCCESS',
    });
    expect(await simulator.b2cStatus(null, 'ref-never-sent')).toEqual({
      status: 'FAILED',
      resultCode: 'NOT_FOUND',
      reason: 'The provider never received this transfer.',
    });
  });
});

describe('M-Pesa simulator: lifecycle', () => {
  it('answers for ids an earlier simulator issued (a restart)', async () => {
    const stk = await push('254712345002');
    const paid = await payout('254712345001');
    simulator.close();
    simulator = createMpesaSimulator({ delayMs: DELAY, deliver });
    await vi.advanceTimersByTimeAsync(DELAY + 1_000);
    expect(await simulator.stkQuery(stk.checkoutRequestId)).toMatchObject({ resultCode: 1 });
    expect(await simulator.b2cStatus(paid.providerReference, 'ref')).toMatchObject({
      status: 'SUCCESS',
    });
    expect(await simulator.b2cStatus('AG_unknown', 'ref')).toEqual({ status: 'PENDING' });
  });

  it('reads the clock at each call, so faking Date after creation is seen', async () => {
    vi.useRealTimers();
    const late = createMpesaSimulator({ delayMs: DELAY, deliver });
    const { checkoutRequestId } = await late.stkPush({
      phoneNumber: '254712345001',
      amount: 100n,
      accountReference: 'A',
      description: 'x',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SIMULATED_STK_TIMEOUT_MS + 1_000 });
    expect(await late.stkQuery(checkoutRequestId)).toMatchObject({ resultCode: 1037 });
    late.close();
  });

  it('close() cancels callbacks still due and refuses new requests', async () => {
    await push('254712345678');
    simulator.close();
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(delivered).toHaveLength(0);
    await expect(push('254712345678')).rejects.toBeInstanceOf(ProviderUnavailable);
  });

  it('reports a failed delivery instead of throwing it', async () => {
    const onDeliveryError = vi.fn();
    const failing = createMpesaSimulator({
      delayMs: DELAY,
      deliver: () => Promise.reject(new Error('callback route down')),
      onDeliveryError,
    });
    await failing.stkPush({
      phoneNumber: '254712345678',
      amount: 100n,
      accountReference: 'A',
      description: 'x',
    });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(onDeliveryError).toHaveBeenCalledWith(expect.any(Error), 'stk');
    failing.close();
  });

  it('never holds the process open with a pending callback', async () => {
    vi.useRealTimers();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const real = createMpesaSimulator({ delayMs: 60_000, deliver });
    await real.stkPush({
      phoneNumber: '254712345678',
      amount: 100n,
      accountReference: 'A',
      description: 'x',
    });
    const timer = spy.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    real.close();
    spy.mockRestore();
  });
});
