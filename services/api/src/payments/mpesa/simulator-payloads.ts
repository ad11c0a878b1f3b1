import type { B2cResultBody, StkCallbackBody } from './daraja-callbacks';
import { darajaTimestamp } from './nairobi-time';
import { B2C_RESULTS, receiptOf, STK_RESULTS, type Scenario } from './simulator-scenarios';

export interface StkRecord {
  checkoutRequestId: string;
  merchantRequestId: string;
  scenario: Scenario;
  shillings: number;
  phoneNumber: string;
}

/** The STK callback Daraja would post for this request, in its exact shape. */
export function stkCallbackFor(record: StkRecord, settledAt: Date): StkCallbackBody {
  const result = STK_RESULTS[record.scenario];
  const base = {
    MerchantRequestID: record.merchantRequestId,
    CheckoutRequestID: record.checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.desc,
  };
  if (result.code !== 0) return { Body: { stkCallback: base } };
  return {
    Body: {
      stkCallback: {
        ...base,
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: record.shillings },
            { Name: 'MpesaReceiptNumber', Value: receiptOf(record.checkoutRequestId) },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: Number(darajaTimestamp(settledAt)) },
            { Name: 'PhoneNumber', Value: Number(record.phoneNumber) },
          ],
        },
      },
    },
  };
}

export interface B2cRecord {
  conversationId: string;
  originatorConversationId: string;
  scenario: Scenario;
  shillings: number;
  phoneNumber: string;
}

/** The B2C result Daraja would post to the ResultURL. */
export function b2cResultFor(record: B2cRecord, settledAt: Date): B2cResultBody {
  const result = B2C_RESULTS[record.scenario];
  const receipt = receiptOf(record.conversationId);
  const stamp = darajaTimestamp(settledAt);
  const completed = `${stamp.slice(6, 8)}.${stamp.slice(4, 6)}.${stamp.slice(0, 4)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:${stamp.slice(12, 14)}`;
  const base = {
    ResultType: 0,
    ResultCode: result.code,
    ResultDesc: result.desc,
    OriginatorConversationID: record.originatorConversationId,
    ConversationID: record.conversationId,
    TransactionID: receipt,
  };
  if (result.code !== 0) return { Result: base };
  return {
    Result: {
      ...base,
      ResultParameters: {
        ResultParameter: [
          { Key: 'TransactionAmount', Value: record.shillings },
          { Key: 'TransactionReceipt', Value: receipt },
          { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
          { Key: 'ReceiverPartyPublicName', Value: `${record.phoneNumber} - Simulated Customer` },
          { Key: 'TransactionCompletedDateTime', Value: completed },
        ],
      },
    },
  };
}
