import { ProviderRefusal, type PayoutRail, type PayoutRequest } from '../payment-providers';
import { bankAccountOf, createSimulatedRail } from './simulated-rail';
import type { TransferRecords } from './transfer-records';

/** Pesalink's limit per transfer: KES 999,999, in cents. */
export const PESALINK_MAX_AMOUNT = 99_999_900n;

/** To a phone registered on Pesalink, or to a bank account (bank code + account number). */
function pesalinkDestination(request: PayoutRequest): string {
  if (request.amount > PESALINK_MAX_AMOUNT) {
    throw new ProviderRefusal('Pesalink moves at most KES 999,999 per transfer.', 'LIMIT_EXCEEDED');
  }
  if (request.accountNumber === undefined && request.bankCode === undefined) {
    if (!request.phoneNumber || !/^254[17]\d{8}$/.test(request.phoneNumber)) {
      throw new ProviderRefusal('Pesalink needs a bank account or a phone number 254XXXXXXXXX.');
    }
    return request.phoneNumber;
  }
  return bankAccountOf(request);
}

/** Pesalink (IPSL) has no public API: a simulator behind PayoutRail (docs/money.md). */
export function createPesalinkSimulator(records?: TransferRecords): PayoutRail {
  return createSimulatedRail({
    name: 'pesalink-simulator',
    prefix: 'PSL',
    check: pesalinkDestination,
    ...(records && { records }),
  });
}
