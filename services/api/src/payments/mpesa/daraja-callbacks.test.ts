import { describe, expect, it } from 'vitest';
import {
  MalformedCallback,
  parseB2cResult,
  parseTransactionStatusResult,
  parseB2cTimeout,
  parseStkCallback,
} from './daraja-callbacks';

// Payloads as Daraja posts them (its documentation's samples, ids kept).
const stkSuccess = (items: object[]) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: 'ws_CO_191220191020363925',
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: { Item: items },
    },
  },
});
const items = [
  { Name: 'Amount', Value: 1.0 },
  { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
  { Name: 'Balance' },
  { Name: 'TransactionDate', Value: 20191219102115 },
  { Name: 'PhoneNumber', Value: 254708374149 },
];
const b2cSuccess = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: '10571-7910404-1',
    ConversationID: 'AG_20191219_00004e48cf7e3533f581',
    TransactionID: 'NLJ41HAY6Q',
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: 10 },
        { Key: 'TransactionReceipt', Value: 'NLJ41HAY6Q' },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -4510.0 },
        { Key: 'ReceiverPartyPublicName', Value: '254708374149 - John Doe' },
        { Key: 'TransactionCompletedDateTime', Value: '19.12.2019 11:45:50' },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: 10116.0 },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 900000.0 },
      ],
    },
    ReferenceData: {
      ReferenceItem: {
        Key: 'QueueTimeoutURL',
        Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
      },
    },
  },
};

describe('STK callback', () => {
  it('reads a success: receipt, amount in cents, phone and Nairobi transaction time', () => {
    expect(parseStkCallback(stkSuccess(items))).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      outcome: {
        status: 'SUCCESS',
        receiptNumber: 'NLJ7RT61SV',
        amount: 100n,
        phoneNumber: '254708374149',
      },
      transactionDate: new Date('2019-12-19T07:21:15.000Z'),
    });
  });

  it('reads items by name, in any order, with amounts as 1, 1.00, "1.00" or 1500.5', () => {
    const reversed = [...items].reverse();
    expect(parseStkCallback(stkSuccess(reversed)).outcome).toMatchObject({ amount: 100n });
    // Daraja writes 1.00; as our route receives it (parsed JSON) that is the number 1.
    const raw = JSON.parse(
      JSON.stringify(stkSuccess(items)).replace('"Value":1,', '"Value":1.00,'),
    );
    expect(parseStkCallback(raw).outcome).toMatchObject({ amount: 100n });
    const asText = items.map((item) =>
      item.Name === 'Amount' ? { ...item, Value: '1.00' } : item,
    );
    expect(parseStkCallback(stkSuccess(asText)).outcome).toMatchObject({ amount: 100n });
    const withCents = items.map((item) =>
      item.Name === 'Amount' ? { ...item, Value: 1500.5 } : item,
    );
    expect(parseStkCallback(stkSuccess(withCents)).outcome).toMatchObject({ amount: 150_050n });
  });

  it('leaves out a masked phone number rather than failing', () => {
    const masked = items.map((item) =>
      item.Name === 'PhoneNumber' ? { ...item, Value: '2547******149' } : item,
    );
    const { outcome } = parseStkCallback(stkSuccess(masked));
    expect(outcome).toMatchObject({ status: 'SUCCESS', receiptNumber: 'NLJ7RT61SV' });
    expect(outcome.status === 'SUCCESS' && outcome.phoneNumber).toBeUndefined();
  });

  it('reads a cancellation (1032) that has no metadata', () => {
    const cancelled = {
      Body: {
        stkCallback: {
          MerchantRequestID: '8555-67195-1',
          CheckoutRequestID: 'ws_CO_27072017151044001',
          ResultCode: 1032,
          ResultDesc: '[STK_CB - ]Request cancelled by user',
        },
      },
    };
    expect(parseStkCallback(cancelled)).toEqual({
      checkoutRequestId: 'ws_CO_27072017151044001',
      merchantRequestId: '8555-67195-1',
      outcome: {
        status: 'FAILED',
        resultCode: 1032,
        reason: '[STK_CB - ]Request cancelled by user',
      },
    });
  });

  it.each([
    ['no body', undefined],
    ['another shape', { Result: {} }],
    [
      'no CheckoutRequestID',
      { Body: { stkCallback: { MerchantRequestID: 'm', ResultCode: 0, ResultDesc: 'ok' } } },
    ],
    [
      'a success without receipt',
      stkSuccess(items.filter((item) => item.Name !== 'MpesaReceiptNumber')),
    ],
    [
      'an amount that is not money',
      stkSuccess(items.map((item) => (item.Name === 'Amount' ? { ...item, Value: 'ten' } : item))),
    ],
    [
      'an amount with three decimals',
      stkSuccess(items.map((item) => (item.Name === 'Amount' ? { ...item, Value: 1.005 } : item))),
    ],
    [
      'items that are not a list',
      {
        Body: {
          stkCallback: { ...stkSuccess(items).Body.stkCallback, CallbackMetadata: { Item: 'x' } },
        },
      },
    ],
  ])('refuses %s with a clear error', (_case, body) => {
    expect(() => parseStkCallback(body)).toThrow(MalformedCallback);
    expect(() => parseStkCallback(body)).toThrow(/^Not a Daraja STK callback: /);
  });
});

describe('B2C result and queue timeout', () => {
  it('reads a success: receipt and amount from ResultParameters', () => {
    expect(parseB2cResult(b2cSuccess)).toEqual({
      conversationId: 'AG_20191219_00004e48cf7e3533f581',
      originatorConversationId: '10571-7910404-1',
      outcome: { status: 'SUCCESS', receiptNumber: 'NLJ41HAY6Q', amount: 1_000n },
    });
  });

  it('accepts a single ResultParameter sent as an object', () => {
    const single = {
      Result: {
        ...b2cSuccess.Result,
        ResultParameters: { ResultParameter: { Key: 'TransactionReceipt', Value: 'NLJ41HAY6Q' } },
      },
    };
    expect(parseB2cResult(single).outcome).toEqual({
      status: 'SUCCESS',
      receiptNumber: 'NLJ41HAY6Q',
      amount: undefined,
    });
  });

  it('reads a failure with its code and description', () => {
    const failed = {
      Result: {
        ResultType: 0,
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: '29112-34801843-1',
        ConversationID: 'AG_20191219_00006c6fddb15123addf',
        TransactionID: 'NLJ0000000',
      },
    };
    expect(parseB2cResult(failed)).toEqual({
      conversationId: 'AG_20191219_00006c6fddb15123addf',
      originatorConversationId: '29112-34801843-1',
      outcome: {
        status: 'FAILED',
        resultCode: 2001,
        reason: 'The initiator information is invalid.',
      },
    });
  });

  it.each([
    ['an STK callback', stkSuccess(items)],
    ['no ConversationID', { Result: { ...b2cSuccess.Result, ConversationID: undefined } }],
    [
      'a text ResultCode that is too long',
      { Result: { ...b2cSuccess.Result, ResultCode: 'x'.repeat(40) } },
    ],
  ])('refuses %s', (_case, body) => {
    expect(() => parseB2cResult(body)).toThrow(/^Not a Daraja B2C result: /);
  });

  it('treats a queue timeout as still pending, never as a failure', () => {
    const timeout = {
      Result: {
        ResultType: 1,
        ResultCode: 'SVC0403',
        ResultDesc: 'The request timed out in the queue.',
        OriginatorConversationID: '10571-7910404-1',
        ConversationID: 'AG_20191219_00004e48cf7e3533f581',
      },
    };
    expect(parseB2cTimeout(timeout)).toEqual({
      conversationId: 'AG_20191219_00004e48cf7e3533f581',
      originatorConversationId: '10571-7910404-1',
      outcome: { status: 'PENDING' },
    });
    expect(() => parseB2cTimeout({ Result: {} })).toThrow(MalformedCallback);
  });
});

describe('Transaction Status result', () => {
  const statusResult = (code: number | string, parameters: { Key: string; Value: string }[]) => ({
    Result: {
      ResultType: 0,
      ResultCode: code,
      ResultDesc: 'The service request is processed successfully.',
      OriginatorConversationID: 'query-1',
      ConversationID: 'AG_query',
      TransactionID: 'OEI2AK4Q16',
      ResultParameters: { ResultParameter: parameters },
    },
  });

  it('takes Completed with its receipt as paid', () => {
    const body = statusResult(0, [
      { Key: 'ReceiptNo', Value: 'OEI2AK4Q16' },
      { Key: 'TransactionStatus', Value: 'Completed' },
    ]);
    expect(parseTransactionStatusResult(body).outcome).toEqual({
      status: 'SUCCESS',
      receiptNumber: 'OEI2AK4Q16',
    });
  });

  it('takes a failed status as a failure, with the status in words', () => {
    const body = statusResult(0, [{ Key: 'TransactionStatus', Value: 'Failed' }]);
    expect(parseTransactionStatusResult(body).outcome).toEqual({
      status: 'FAILED',
      resultCode: 'TRANSACTION_STATUS_FAILED',
      reason: 'M-Pesa reports that the payout did not go through.',
    });
  });

  it.each([
    ['the query refused', statusResult(2001, [])],
    [
      'a status it does not know',
      statusResult(0, [{ Key: 'TransactionStatus', Value: 'Pending' }]),
    ],
  ])('keeps the payout pending on %s: no refund on a guess', (_case, body) => {
    expect(parseTransactionStatusResult(body).outcome).toEqual({ status: 'PENDING' });
  });
});
