import type { FastifyPluginAsync } from 'fastify';
import {
  createPesalinkBeneficiaryRequest,
  pesalinkBeneficiaryListResponse,
  pesalinkBeneficiarySchema,
  updatePesalinkBeneficiaryRequest,
  beneficiaryListQuery,
} from '@pamoja/contract/beneficiaries';
import { createPesalinkBeneficiaryService } from './pesalink-beneficiary-service';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { registerOwnedCrud } from '@pamoja/server-kit/routes/owner-crud-routes';

/** Pesalink beneficiaries: PESALINK_BANK (bank + account) or PESALINK_PHONE (phone). */
export const pesalinkBeneficiariesRoutes: FastifyPluginAsync<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  registerOwnedCrud(app, {
    path: 'pesalink-beneficiaries',
    entity: 'PesalinkBeneficiary',
    label: 'Pesalink beneficiary',
    tags: ['beneficiaries'],
    guard: identity.guard({ can: ['manage', 'Beneficiary'] }),
    schemas: {
      item: pesalinkBeneficiarySchema,
      list: pesalinkBeneficiaryListResponse,
      listQuery: beneficiaryListQuery,
      create: createPesalinkBeneficiaryRequest,
      update: updatePesalinkBeneficiaryRequest,
    },
    service: createPesalinkBeneficiaryService(db),
  });
};
