import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMobileWalletRequest,
  mobileWalletListResponse,
  mobileWalletSchema,
  mobileWalletVerificationResponse,
  updateMobileWalletRequest,
  verifyMobileWalletRequest,
  beneficiaryListQuery,
} from '@pamoja/contract/beneficiaries';
import { currentAuth } from '@pamoja/server-kit/auth/guard';
import { attemptLimits } from '@pamoja/server-kit/rate-limit';
import { createMobileWalletService } from './mobile-wallet-service';
import type { MainDb } from '../db/schema';
import type { IdentityModule } from '../identity/identity-module';
import { createOtpService } from '../otp/otp-module';
import { ownedCrudErrors, registerOwnedCrud } from '@pamoja/server-kit/routes/owner-crud-routes';

/** Mobile wallets (telco + phone) and POST mobile-wallets/verify (a code to the phone). */
export const mobileWalletsRoutes: FastifyPluginAsyncZod<{
  identity: IdentityModule;
  db: MainDb;
}> = async (app, { identity, db }) => {
  const wallets = createMobileWalletService(db, createOtpService(db));
  const guard = identity.guard({ can: ['manage', 'Beneficiary'] });
  // Codes are guessable secrets: the same per-IP and per-account budget as PINs (docs/identity-and-access.md).
  const limits = attemptLimits(app, identity.limits, (request) => request.auth?.userId);

  app.post(
    '/mobile-wallets/verify',
    {
      preHandler: [guard, limits],
      schema: {
        tags: ['beneficiaries'],
        security: [{ bearerAuth: [] }],
        operationId: 'verifyMobileWallet',
        summary: 'Without otp: send a code to the wallet phone. With otp: confirm the wallet.',
        body: verifyMobileWalletRequest,
        response: { 200: mobileWalletVerificationResponse, ...ownedCrudErrors },
      },
    },
    async (request) => {
      const { userId } = currentAuth(request);
      const { mobileWalletId, otp } = request.body;
      if (otp === undefined) {
        const data = await wallets.sendCode(userId, mobileWalletId);
        return { message: 'We sent a 6-digit code by SMS to the wallet phone.', data };
      }
      const data = await wallets.confirm(userId, mobileWalletId, otp);
      return { message: 'Mobile wallet verified.', data };
    },
  );

  registerOwnedCrud(app, {
    path: 'mobile-wallets',
    entity: 'MobileWallet',
    label: 'Mobile wallet',
    tags: ['beneficiaries'],
    guard,
    schemas: {
      item: mobileWalletSchema,
      list: mobileWalletListResponse,
      listQuery: beneficiaryListQuery,
      create: createMobileWalletRequest,
      update: updateMobileWalletRequest,
    },
    service: wallets,
  });
};
