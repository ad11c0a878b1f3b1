import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { toMajorUnits } from '@pamoja/contract/money';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { containsPattern, fetchPage, type PageRequest } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

type Row = Selectable<MainDatabase['transactions']>;

export interface NewTransaction {
  userId: string;
  type: string;
  direction: 'CREDIT' | 'DEBIT';
  amount: bigint;
  fee?: bigint;
  phoneNumber?: string | null;
  beneficiaryId?: string | null;
  beneficiaryName?: string | null;
  provider: string;
  groupId?: string | null;
  details?: Record<string, unknown>;
}

/** A short reference people can read out on the phone: PMJ + 10 characters. */
function newReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `PMJ${[...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export function toTransactionDto(row: Row): WalletTransaction {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    direction: row.direction,
    amount: toMajorUnits(BigInt(row.amount)),
    fee: toMajorUnits(BigInt(row.fee)),
    currency: row.currency,
    status: row.status,
    phoneNumber: row.phone_number,
    beneficiaryName: row.beneficiary_name,
    provider: row.provider,
    providerReference: row.provider_reference,
    receiptNumber: row.receipt_number,
    failureReason: row.failure_reason,
    groupId: row.group_id,
    details: row.details ?? {},
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The user-facing record of each money movement. */
export function createTransactionRepository(db: Kysely<MainDatabase>) {
  return {
    create(input: NewTransaction) {
      return db
        .insertInto('transactions')
        .values({
          user_id: input.userId,
          reference: newReference(),
          type: input.type,
          direction: input.direction,
          amount: input.amount,
          fee: input.fee ?? 0n,
          status: 'PENDING',
          phone_number: input.phoneNumber ?? null,
          beneficiary_id: input.beneficiaryId ?? null,
          beneficiary_name: input.beneficiaryName ?? null,
          provider: input.provider,
          group_id: input.groupId ?? null,
          details: JSON.stringify(input.details ?? {}),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(
      id: string,
      changes: Omit<Updateable<MainDatabase['transactions']>, 'id' | 'updated_at'>,
    ) {
      return db
        .updateTable('transactions')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Locks one transaction so two callbacks for it settle it once. */
    lockByProviderReference(provider: string, providerReference: string) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_reference', '=', providerReference)
        .forUpdate()
        .executeTakeFirst();
    },

    lockById(id: string) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    findOwn(userId: string, id: string) {
      return db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Still pending after the cut-off: the sweeper asks the provider about these. A paid one of
     * the kinds that stay pending after payment (it has its receipt) waits on its own work.
     */
    pendingBefore(
      cutOff: Date,
      limit: number,
      pendingAfterPayment: readonly string[] = [],
      after?: { createdAt: Date; id: string },
    ) {
      return (
        db
          .selectFrom('transactions')
          .selectAll()
          .where('status', '=', 'PENDING')
          .where('created_at', '<', cutOff)
          .$if(after !== undefined, (query) =>
            query.where((eb) =>
              eb.or([
                eb('created_at', '>', after!.createdAt),
                eb.and([eb('created_at', '=', after!.createdAt), eb('id', '>', after!.id)]),
              ]),
            ),
          )
          // A queued one waits for a person (or the provider's own late callback), so it never
          // crowds newer ones out of the batch.
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('reconciliation_items as r')
                  .select('r.id')
                  .whereRef('r.transaction_id', '=', 'transactions.id'),
              ),
            ),
          )
          .$if(pendingAfterPayment.length > 0, (query) =>
            query.where((eb) =>
              eb.or([
                eb('type', 'not in', [...pendingAfterPayment]),
                eb('receipt_number', 'is', null),
              ]),
            ),
          )
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit)
          .execute()
      );
    },

    /** Paid transactions of the given kinds still pending since before the cut-off, not queued. */
    paidButUnfinishedBefore(cutOff: Date, types: readonly string[]) {
      if (types.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('transactions')
        .select(['id'])
        .where('status', '=', 'PENDING')
        .where('type', 'in', [...types])
        .where('receipt_number', 'is not', null)
        .where('created_at', '<', cutOff)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('reconciliation_items as r')
                .select('r.id')
                .whereRef('r.transaction_id', '=', 'transactions.id'),
            ),
          ),
        )
        .orderBy('created_at')
        .limit(50)
        .execute();
    },

    async list(userId: string, page: PageRequest, keyword?: string, groupId?: string) {
      let query = db.selectFrom('transactions').selectAll().where('user_id', '=', userId);
      if (groupId) query = query.where('group_id', '=', groupId);
      if (keyword) {
        const pattern = containsPattern(keyword);
        query = query.where((eb) =>
          eb.or([
            eb('reference', 'ilike', pattern),
            eb('receipt_number', 'ilike', pattern),
            eb('phone_number', 'ilike', pattern),
            eb('beneficiary_name', 'ilike', pattern),
          ]),
        );
      }
      const result = await fetchPage(
        query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
        page,
      );
      return { items: result.rows.map(toTransactionDto), total: result.total };
    },
  };
}

export type TransactionRepository = ReturnType<typeof createTransactionRepository>;
