import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from '@pamoja/contract/auth';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { bearer } from './identity-helpers';

export const PIN = '4826';

/** Daraja's STK callback of a payment that went through, as M-Pesa posts it. */
export const stkSuccess = (
  checkoutRequestId: string,
  amount: number | string,
  receipt: string,
  phoneNumber = 254708374149,
) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'Amount', Value: amount },
          { Name: 'TransactionDate', Value: 20261121102115 },
          { Name: 'PhoneNumber', Value: phoneNumber },
        ],
      },
    },
  },
});

export const withKey = (session: Session, key: string = randomUUID()) => ({
  ...bearer(session),
  'idempotency-key': key,
});

export async function setPin(app: FastifyInstance, session: Session) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/users/create-pin/${session.userData.id}`,
    headers: bearer(session),
    payload: { pin: PIN, confirmPin: PIN },
  });
  if (response.statusCode !== 200) throw new Error(`set PIN failed: ${response.body}`);
}

export async function transaction(
  app: FastifyInstance,
  session: Session,
  id: string,
): Promise<WalletTransaction> {
  return (await app.inject({ url: `/api/v1/transactions/${id}`, headers: bearer(session) })).json()
    .data;
}

/** Waits until the simulator's callback (or anything else) settles the transaction. */
export async function settled(
  app: FastifyInstance,
  session: Session,
  id: string,
  timeoutMs = 5000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const tx = await transaction(app, session, id);
    if (tx.status !== 'PENDING' || Date.now() > deadline) return tx;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function topUp(
  app: FastifyInstance,
  session: Session,
  amount: number,
  // A number that pays: the simulator plays failures for numbers ending 000, 001 and 002, which
  // a member's random phone number sometimes does.
  phoneNumber = '0712345678',
  waitMs = 5000,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/mpesa-topup',
    headers: withKey(session),
    payload: { phoneNumber, amount },
  });
  if (response.statusCode !== 202) throw new Error(`top-up failed: ${response.body}`);
  return settled(app, session, response.json().data.id, waitMs);
}

export async function balance(app: FastifyInstance, session: Session) {
  const response = await app.inject({
    url: `/api/v1/accounts/user/${session.userData.id}`,
    headers: bearer(session),
  });
  return response.json().data[0] as {
    balance: number;
    available: number;
    held: number;
    currency: string;
  };
}
