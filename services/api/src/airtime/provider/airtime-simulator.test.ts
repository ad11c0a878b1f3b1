import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderRefusal, ProviderUnavailable } from '../../payments/payment-providers';
import { parseAirtimeStatusCallback, type AirtimeStatusCallbackBody } from './airtime-provider';
import {
  createAirtimeSimulator,
  SIMULATED_DELIVERY_FAILURE_REASON,
  SIMULATED_INVALID_PHONE_REASON,
  type AirtimeSimulator,
} from './airtime-simulator';

const DELAY = 1_500;
let delivered: AirtimeStatusCallbackBody[];
let simulator: AirtimeSimulator;
const deliver = async (payload: AirtimeStatusCallbackBody) => {
  delivered.push(payload);
};

beforeEach(() => {
  vi.useFakeTimers();
  delivered = [];
  simulator = createAirtimeSimulator({ delayMs: DELAY, deliver });
});
afterEach(() => {
  simulator.close();
  vi.useRealTimers();
});

const send = (...phones: string[]) =>
  simulator.send({
    reference: 'run-1',
    recipients: phones.map((phoneNumber) => ({ phoneNumber, amount: 10_000n })),
  });

describe('airtime simulator', () => {
  it('an ordinary number: SENT at once, then Success after the delay', async () => {
    const { results } = await send('254712345678');
    expect(results).toEqual([
      {
        phoneNumber: '254712345678',
        amount: 10_000n,
        status: 'SENT',
        providerReference: expect.stringMatching(/^ATQid_SIM[0-9a-f]{24}$/),
      },
    ]);
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(delivered).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivered).toHaveLength(1);
    expect(parseAirtimeStatusCallback(delivered[0])).toEqual({
      providerReference: results[0]?.providerReference,
      status: 'SUCCESS',
      phoneNumber: '254712345678',
      amount: 10_000n,
    });
  });

  it('254…000: SENT at once, then Failed after the delay', async () => {
    const { results } = await send('254712345000');
    expect(results[0]).toMatchObject({ status: 'SENT', providerReference: expect.any(String) });
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(parseAirtimeStatusCallback(delivered[0])).toEqual({
      providerReference: results[0]?.providerReference,
      status: 'FAILED',
      reason: SIMULATED_DELIVERY_FAILURE_REASON,
      phoneNumber: '254712345000',
      amount: 10_000n,
    });
  });

  it('254…001: FAILED at send time with "Invalid phone number", and no callback', async () => {
    const { results } = await send('254712345001');
    expect(results).toEqual([
      {
        phoneNumber: '254712345001',
        amount: 10_000n,
        status: 'FAILED',
        reason: SIMULATED_INVALID_PHONE_REASON,
      },
    ]);
    expect(SIMULATED_INVALID_PHONE_REASON).toBe('Invalid phone number');
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(delivered).toHaveLength(0);
  });

  it('a group: one line per recipient, a callback for each sent line', async () => {
    const { results } = await send('254712345678', '254712345001', '254712345000', '254112345678');
    expect(results.map((result) => result.status)).toEqual(['SENT', 'FAILED', 'SENT', 'SENT']);
    await vi.advanceTimersByTimeAsync(DELAY);
    const statuses = delivered.map((payload) => parseAirtimeStatusCallback(payload));
    expect(statuses.map((status) => [status.providerReference, status.status])).toEqual([
      [results[0]?.providerReference, 'SUCCESS'],
      [results[2]?.providerReference, 'FAILED'],
      [results[3]?.providerReference, 'SUCCESS'],
    ]);
  });

  it('refuses out-of-limit amounts and bad phones before sending anything', async () => {
    await expect(
      simulator.send({
        reference: 'x',
        recipients: [{ phoneNumber: '254712345678', amount: 900n }],
      }),
    ).rejects.toThrowError(ProviderRefusal);
    await expect(
      simulator.send({
        reference: 'x',
        recipients: [
          { phoneNumber: '254712345678', amount: 10_000n },
          { phoneNumber: '254712345678', amount: 1_000_100n },
        ],
      }),
    ).rejects.toThrowError(/KES 10,000/);
    await expect(send('12345')).rejects.toThrowError(ProviderRefusal);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(delivered).toHaveLength(0);
  });

  it('reports a failed delivery and carries on with the next one', async () => {
    const errors: unknown[] = [];
    const failing = createAirtimeSimulator({
      delayMs: 10,
      deliver: async (payload) => {
        if (payload.phoneNumber === '+254712345678') throw new Error('callback route down');
        delivered.push(payload);
      },
      onDeliveryError: (error) => errors.push(error),
    });
    await failing.send({
      reference: 'r',
      recipients: [
        { phoneNumber: '254712345678', amount: 10_000n },
        { phoneNumber: '254712345679', amount: 10_000n },
      ],
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toHaveLength(1);
    expect(delivered.map((payload) => payload.phoneNumber)).toEqual(['+254712345679']);
    failing.close();
  });

  it('close() cancels pending callbacks and refuses new sends as unavailable', async () => {
    await send('254712345678');
    simulator.close();
    await vi.advanceTimersByTimeAsync(DELAY * 2);
    expect(delivered).toHaveLength(0);
    await expect(send('254712345678')).rejects.toThrowError(ProviderUnavailable);
  });

  it('its timers never keep the process alive', async () => {
    vi.useRealTimers();
    const real = createAirtimeSimulator({ delayMs: 60_000, deliver });
    const spy = vi.spyOn(globalThis, 'setTimeout');
    await real.send({
      reference: 'r',
      recipients: [{ phoneNumber: '254712345678', amount: 10_000n }],
    });
    const timer = spy.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    real.close();
  });
});
