import type { FastifyPluginAsync } from 'fastify';
import {
  bankAccountListResponse,
  bankAccountSchema,
  createBankAccountRequest,
  updateBankAccountRequest,
  beneficiaryListQuery,
} from '@pamoja/contract/beneficiaries';
import { createBankAccountService } from './bank-account-service';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { registerOwnedCrud } from '@pamoja/server-kit/routes/owner-crud-routes';

/** Bank accounts: a bank from the reference list, an account number and its name. */
export const bankAccountsRoutes: FastifyPluginAsync<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  registerOwnedCrud(app, {
    path: 'bank-accounts',
    entity: 'BankAccount',
    label: 'Bank account',
    tags: ['beneficiaries'],
    guard: identity.guard({ can: ['manage', 'Beneficiary'] }),
    schemas: {
      item: bankAccountSchema,
      list: bankAccountListResponse,
      listQuery: beneficiaryListQuery,
      create: createBankAccountRequest,
      update: updateBankAccountRequest,
    },
    service: createBankAccountService(db),
  });
};
