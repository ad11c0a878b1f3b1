import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { bankAccountsRoutes } from './bank-accounts-routes';
import { mobileWalletsRoutes } from './mobile-wallets-routes';
import { pesalinkBeneficiariesRoutes } from './pesalink-beneficiaries-routes';

export {
  createPayoutBeneficiaryRepository,
  type PayoutBeneficiaryKind,
} from './payout-beneficiary-repository';

/** Where a member sends money: bank accounts, Pesalink and verified mobile wallets. */
export const beneficiariesDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(bankAccountsRoutes, { identity, db });
  await app.register(pesalinkBeneficiariesRoutes, { identity, db });
  await app.register(mobileWalletsRoutes, { identity, db });
};
