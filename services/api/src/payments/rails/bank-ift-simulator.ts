import type { PayoutRail } from '../payment-providers';
import { bankAccountOf, createSimulatedRail } from './simulated-rail';

/** Bank internal funds transfer (IFT): no public API, so a simulator (docs/money.md). */
export function createBankIftSimulator(): PayoutRail {
  return createSimulatedRail({ name: 'bank-ift-simulator', prefix: 'FT', check: bankAccountOf });
}
