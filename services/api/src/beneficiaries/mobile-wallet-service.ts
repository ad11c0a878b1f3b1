import type { Kysely } from 'kysely';
import type {
  BeneficiaryListQuery,
  MobileWalletChanges,
  MobileWalletVerification,
  NewMobileWallet,
} from '@pamoja/contract/beneficiaries';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { createOutboxRepository } from '../outbox/outbox-module';
import type { OtpService } from '../otp/otp-module';
import { mobileWalletCodeMessage } from './mobile-wallet-messages';
import { createMobileWalletRepository } from './mobile-wallet-repository';
import { createReferenceChecks } from '../reference/reference-module';

const taken = () => conflict('You already have a mobile wallet with this number.', 'WALLET_EXISTS');
const missing = () => notFound('The mobile wallet');
/**
 * A code proves one number: the phone is part of the key, so a code sent before the number
 * changed cannot verify the new one (it finds no code: 400 OTP_NOT_REQUESTED).
 */
const codeKey = (userId: string, id: string, phoneNumber: string) => ({
  purpose: `VERIFY_MOBILE_WALLET:${phoneNumber}`,
  subjectId: id,
  userId,
});

/** Mobile wallets, with the ownership check by a code sent to the wallet's phone. */
export function createMobileWalletService(db: Kysely<MainDatabase>, otp: OtpService) {
  const wallets = createMobileWalletRepository(db);
  const checks = createReferenceChecks(db);

  async function get(userId: string, id: string) {
    const wallet = await wallets.find(userId, id);
    if (!wallet) throw missing();
    return wallet;
  }

  return {
    get,
    list: (userId: string, query: BeneficiaryListQuery) => wallets.list(userId, query),

    async create(userId: string, input: NewMobileWallet) {
      await checks.telcoFor(input.telcoId, input.phoneNumber);
      const id = await uniqueOr(() => wallets.create(userId, input), taken);
      return get(userId, id);
    },

    async update(userId: string, id: string, changes: MobileWalletChanges) {
      const current = await get(userId, id);
      const next = {
        telcoId: changes.telcoId ?? current.telcoId,
        phoneNumber: changes.phoneNumber ?? current.phoneNumber,
        name: changes.name ?? current.name,
      };
      const moved = next.phoneNumber !== current.phoneNumber || next.telcoId !== current.telcoId;
      if (moved) await checks.telcoFor(next.telcoId, next.phoneNumber);
      if (!(await uniqueOr(() => wallets.update(userId, id, next, moved), taken))) throw missing();
      return get(userId, id);
    },

    async remove(userId: string, id: string) {
      if (!(await wallets.remove(userId, id))) throw missing();
    },

    /** Step 1: a 6-digit code by SMS to the wallet's phone, written with the outbox message. */
    async sendCode(userId: string, id: string): Promise<MobileWalletVerification> {
      const wallet = await get(userId, id);
      if (wallet.verified) {
        throw conflict('This mobile wallet is already verified.', 'WALLET_ALREADY_VERIFIED');
      }
      const { expiresAt } = await db.transaction().execute(async (trx) => {
        const issued = await otp.issue(trx, codeKey(userId, id, wallet.phoneNumber));
        await createOutboxRepository(trx).add(
          mobileWalletCodeMessage(wallet.phoneNumber, issued.code),
        );
        return issued;
      });
      return {
        mobileWalletId: id,
        verified: false,
        verifiedAt: null,
        codeExpiresAt: expiresAt.toISOString(),
      };
    },

    /** Step 2: the right code marks it verified; wrong → 400 with tries left, spent/expired → 410. */
    async confirm(userId: string, id: string, code: string): Promise<MobileWalletVerification> {
      const wallet = await get(userId, id);
      // Throwing inside the step rolls the redemption back, so the code is not spent for nothing.
      await otp.redeemThen(codeKey(userId, id, wallet.phoneNumber), code, async (trx) => {
        const repository = createMobileWalletRepository(trx);
        if (!(await repository.markVerified(userId, id, wallet.phoneNumber))) throw missing();
      });
      const now = await get(userId, id);
      return {
        mobileWalletId: id,
        verified: true,
        verifiedAt: now.verifiedAt,
        codeExpiresAt: null,
      };
    },
  };
}
