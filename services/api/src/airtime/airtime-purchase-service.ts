import type { Kysely } from 'kysely';
import { MINOR_PER_MAJOR, kesText, toMajorUnits } from '@pamoja/contract/money';
import { MPESA_LIMITS } from '@pamoja/contract/mpesa-limits';
import { crashPoint } from '@pamoja/server-kit/crash-point';
import { notFound, unprocessable } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import type { ClaimLink } from '../idempotency/idempotency-module';
import type { PaymentsModule } from '../payments/payments-module';
import { createTransactionRepository } from '../payments/payments-module';
import { createAirtimeGroupRepository } from './airtime-group-repository';
import { createAirtimeLineRepository, type NewAirtimeLine } from './airtime-line-repository';
import { createAirtimeMemberRepository } from './airtime-member-repository';

const MPESA_MAX = BigInt(MPESA_LIMITS.max) * MINOR_PER_MAJOR;

/**
 * Airtime paid by M-Pesa: the purchase and its lines are recorded, then the payer's phone is
 * prompted for the total. The lines are sent only once the payment is settled (settlement →
 * airtime-payment → dispatcher); a purchase never spends the wallet.
 */
export function createAirtimePurchaseService(
  db: Kysely<MainDatabase>,
  payments: Pick<PaymentsModule, 'collectByStkPush'>,
) {
  async function record(
    input: {
      userId: string;
      type: 'AIRTIME' | 'GROUP_AIRTIME';
      phoneNumber: string;
      groupId?: string;
      details: Record<string, unknown>;
    },
    lines: NewAirtimeLine[],
    trx: Kysely<MainDatabase>,
    link: ClaimLink | undefined,
  ) {
    const amount = lines.reduce((total, line) => total + line.amount, 0n);
    const tx = await createTransactionRepository(trx).create({
      userId: input.userId,
      type: input.type,
      direction: 'DEBIT',
      amount,
      phoneNumber: input.phoneNumber,
      provider: 'mpesa',
      groupId: input.groupId ?? null,
      details: { ...input.details, recipients: lines.length },
    });
    await createAirtimeLineRepository(trx).createMany(tx.id, lines);
    await link?.(trx, tx.id);
    return tx;
  }

  return {
    /** One of the person's own purchases; another person's id is 404. */
    async find(userId: string, id: string) {
      const tx = await createTransactionRepository(db).findOwn(userId, id);
      if (!tx) throw notFound('The airtime purchase');
      return tx;
    },

    async buy(
      userId: string,
      request: { phoneNumber: string; recipientPhoneNumber?: string | undefined; amount: bigint },
      link?: ClaimLink,
    ) {
      const recipient = request.recipientPhoneNumber ?? request.phoneNumber;
      const tx = await db.transaction().execute((trx) =>
        record(
          {
            userId,
            type: 'AIRTIME',
            phoneNumber: recipient,
            details: { payerPhoneNumber: request.phoneNumber },
          },
          [{ memberId: null, name: null, phoneNumber: recipient, amount: request.amount }],
          trx,
          link,
        ),
      );
      crashPoint('airtime:before-stk-push');
      return payments.collectByStkPush(tx, {
        phoneNumber: request.phoneNumber,
        description: 'Pamoja airtime',
      });
    },

    async buyForGroup(
      userId: string,
      request: { groupId: string; phoneNumber: string },
      link?: ClaimLink,
    ) {
      const tx = await db.transaction().execute(async (trx) => {
        const group = await createAirtimeGroupRepository(trx).find(userId, request.groupId);
        if (!group) throw notFound('The airtime group');
        const members = await createAirtimeMemberRepository(trx).all(group.id);
        if (members.length === 0) {
          throw unprocessable(
            'The group has no members yet: add members or upload a file first.',
            'GROUP_EMPTY',
          );
        }
        const lines = members.map((member) => ({
          memberId: member.id,
          name: member.name,
          phoneNumber: member.phone_number,
          amount: BigInt(member.amount),
        }));
        const total = lines.reduce((sum, line) => sum + line.amount, 0n);
        if (total > MPESA_MAX) {
          throw unprocessable(
            `The group's total of ${kesText(toMajorUnits(total))} is more than M-Pesa takes in one payment (${kesText(MPESA_LIMITS.max)}): split the group or lower some amounts.`,
            'AMOUNT_OVER_MPESA_LIMIT',
          );
        }
        return record(
          {
            userId,
            type: 'GROUP_AIRTIME',
            phoneNumber: request.phoneNumber,
            groupId: group.id,
            details: { payerPhoneNumber: request.phoneNumber, groupName: group.name },
          },
          lines,
          trx,
          link,
        );
      });
      crashPoint('group-airtime:before-stk-push');
      return payments.collectByStkPush(tx, {
        phoneNumber: request.phoneNumber,
        description: 'Pamoja group airtime',
      });
    },
  };
}

export type AirtimePurchaseService = ReturnType<typeof createAirtimePurchaseService>;
