import type { PayoutRail } from '../payment-providers';
import { bankAccountOf, createSimulatedRail } from './simulated-rail';
import type { TransferRecords } from './transfer-records';

/** Bank internal funds transfer (IFT): no public API, so a simulator (docs/money.md). */
export function createBankIftSimulator(records?: TransferRecords): PayoutRail {
  return createSimulatedRail({
    name: 'bank-ift-simulator',
    prefix: 'FT',
    check: bankAccountOf,
    ...(records && { records }),
  });
}
