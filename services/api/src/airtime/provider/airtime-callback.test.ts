import { describe, expect, it } from 'vitest';
import { MalformedAirtimeCallback, parseAirtimeStatusCallback } from './airtime-provider';

describe('airtime status callback', () => {
  it('reads a success (JSON body)', () => {
    expect(
      parseAirtimeStatusCallback({
        requestId: 'ATQid_a',
        status: 'Success',
        phoneNumber: '+254711000111',
        amount: 'KES 100.0000',
      }),
    ).toEqual({
      providerReference: 'ATQid_a',
      status: 'SUCCESS',
      phoneNumber: '254711000111',
      amount: 10_000n,
    });
  });

  it('reads a failure with its errorMessage as the reason', () => {
    expect(
      parseAirtimeStatusCallback({
        requestId: 'ATQid_b',
        status: 'Failed',
        phoneNumber: '+254711000000',
        amount: 'KES 50',
        errorMessage: 'Subscriber is barred',
      }),
    ).toEqual({
      providerReference: 'ATQid_b',
      status: 'FAILED',
      reason: 'Subscriber is barred',
      phoneNumber: '254711000000',
      amount: 5_000n,
    });
  });

  it('reads a form body, raw or as URLSearchParams, and the `value`/`description` names', () => {
    const form =
      'requestId=ATQid_c&status=Failed&phoneNumber=%2B254711000111&value=KES+20.0000&description=Recipient+unreachable';
    const expected = {
      providerReference: 'ATQid_c',
      status: 'FAILED',
      reason: 'Recipient unreachable',
      phoneNumber: '254711000111',
      amount: 2_000n,
    };
    expect(parseAirtimeStatusCallback(form)).toEqual(expected);
    expect(parseAirtimeStatusCallback(new URLSearchParams(form))).toEqual(expected);
  });

  it('gives a failure a reason when none is useful', () => {
    const parsed = parseAirtimeStatusCallback({
      requestId: 'ATQid_d',
      status: 'Failed',
      errorMessage: 'None',
      description: 'Failed',
    });
    expect(parsed).toEqual({
      providerReference: 'ATQid_d',
      status: 'FAILED',
      reason: 'The airtime was not delivered.',
    });
  });

  it('leaves out a masked phone or an unreadable amount, but keeps the outcome', () => {
    expect(
      parseAirtimeStatusCallback({
        requestId: 'ATQid_e',
        status: 'success',
        phoneNumber: '+2547***111',
        amount: 'about a hundred',
      }),
    ).toEqual({ providerReference: 'ATQid_e', status: 'SUCCESS' });
  });

  it.each([
    ['no body', undefined],
    ['not an object', 42],
    ['no requestId', { status: 'Success' }],
    ['an empty requestId', { requestId: ' ', status: 'Success' }],
    ['no status', { requestId: 'ATQid_f' }],
    ['an unknown status', { requestId: 'ATQid_f', status: 'Sent' }],
    ['a numeric requestId', { requestId: 7, status: 'Success' }],
    ['an empty form', ''],
  ])('throws on %s', (_, body) => {
    expect(() => parseAirtimeStatusCallback(body)).toThrowError(MalformedAirtimeCallback);
  });

  it('names the bad field', () => {
    expect(() => parseAirtimeStatusCallback({ requestId: 'x', status: 'Pending' })).toThrowError(
      /Not an airtime status callback: status/,
    );
  });
});
