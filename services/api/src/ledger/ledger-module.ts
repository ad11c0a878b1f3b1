export { createLedger } from './ledger-repository';
export { verifyLedger } from './ledger-verify';
