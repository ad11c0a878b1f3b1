import { sql, type Kysely, type Selectable } from 'kysely';
import { toMajorUnits } from '@pamoja/contract/money';
import type { AirtimeLine, AirtimeLineStatus, AirtimeSummary } from '@pamoja/contract/wallet';
import type { MainDatabase } from '../db/schema';

export type AirtimeLineRow = Selectable<MainDatabase['airtime_lines']>;

export interface NewAirtimeLine {
  memberId: string | null;
  name: string | null;
  phoneNumber: string;
  /** Cents. */
  amount: bigint;
}

const INSERT_CHUNK = 1000;

export const toAirtimeLineDto = (row: AirtimeLineRow): AirtimeLine => ({
  id: row.id,
  memberId: row.member_id,
  name: row.name,
  phoneNumber: row.phone_number,
  amount: toMajorUnits(BigInt(row.amount)),
  status: row.status,
  failureReason: row.failure_reason,
  creditedToWallet: row.credited_to_wallet,
  updatedAt: row.updated_at.toISOString(),
});

/** The per-recipient lines of airtime purchases; they double as the send queue. */
export function createAirtimeLineRepository(db: Kysely<MainDatabase>) {
  const setStatus = (
    transactionId: string,
    from: AirtimeLineStatus,
    to: AirtimeLineStatus,
    reason: string | null = null,
  ) =>
    db
      .updateTable('airtime_lines')
      .set({ status: to, failure_reason: reason, updated_at: new Date() })
      .where('transaction_id', '=', transactionId)
      .where('status', '=', from)
      .execute();

  return {
    async createMany(transactionId: string, lines: NewAirtimeLine[]) {
      for (let start = 0; start < lines.length; start += INSERT_CHUNK) {
        await db
          .insertInto('airtime_lines')
          .values(
            lines.slice(start, start + INSERT_CHUNK).map((line) => ({
              transaction_id: transactionId,
              member_id: line.memberId,
              name: line.name,
              phone_number: line.phoneNumber,
              amount: line.amount,
              status: 'AWAITING_PAYMENT' as const,
            })),
          )
          .execute();
      }
    },

    /** Payment arrived: the lines join the send queue. */
    queue: (transactionId: string) => setStatus(transactionId, 'AWAITING_PAYMENT', 'QUEUED'),

    /** Payment failed: nothing will be sent. */
    cancel: (transactionId: string, reason: string) =>
      setStatus(transactionId, 'AWAITING_PAYMENT', 'CANCELLED', reason),

    /** Takes up to `limit` queued lines for this worker; others skip them (SKIP LOCKED). */
    async claim(limit: number, provider: string): Promise<AirtimeLineRow[]> {
      return db.transaction().execute(async (trx) => {
        const queued = await trx
          .selectFrom('airtime_lines')
          .select('id')
          .where('status', '=', 'QUEUED')
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (queued.length === 0) return [];
        return trx
          .updateTable('airtime_lines')
          .set({ status: 'SENDING', provider, updated_at: new Date() })
          .where(
            'id',
            'in',
            queued.map((row) => row.id),
          )
          .returningAll()
          .execute();
      });
    },

    async markSent(id: string, providerReference: string) {
      await db
        .updateTable('airtime_lines')
        .set({ status: 'SENT', provider_reference: providerReference, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'SENDING')
        .execute();
    },

    /** The provider took the request but said nothing we can match a final status to. */
    async markUnknown(id: string, reason: string) {
      await db
        .updateTable('airtime_lines')
        .set({ failure_reason: reason, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'SENDING')
        .execute();
    },

    /** The purchase's lines the provider took but never gave a final word on, locked. */
    lockInFlight(transactionId: string) {
      return db
        .selectFrom('airtime_lines')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .where('status', 'in', ['SENDING', 'SENT'])
        .orderBy('id')
        .forUpdate()
        .execute();
    },

    lockById(id: string) {
      return db
        .selectFrom('airtime_lines')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    findByProviderReference(provider: string, providerReference: string) {
      return db
        .selectFrom('airtime_lines')
        .selectAll()
        .where('provider', '=', provider)
        .where('provider_reference', '=', providerReference)
        .executeTakeFirst();
    },

    async finish(
      id: string,
      outcome: { status: 'SUCCESS' } | { status: 'FAILED'; reason: string; credited: boolean },
    ) {
      await db
        .updateTable('airtime_lines')
        .set({
          status: outcome.status,
          failure_reason: outcome.status === 'FAILED' ? outcome.reason : null,
          credited_to_wallet: outcome.status === 'FAILED' && outcome.credited,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Counts per transaction, for the roll-up and for every airtime transaction shown. */
    async summaries(transactionIds: string[]): Promise<Map<string, AirtimeSummary>> {
      const result = new Map<string, AirtimeSummary>();
      if (transactionIds.length === 0) return result;
      const rows = await db
        .selectFrom('airtime_lines')
        .select((eb) => [
          'transaction_id',
          eb.fn.countAll<string | bigint>().as('recipients'),
          sql<string | bigint>`count(*) filter (where status = 'SUCCESS')`.as('delivered'),
          sql<string | bigint>`count(*) filter (where status in ('FAILED', 'CANCELLED'))`.as(
            'failed',
          ),
          sql<string | bigint>`coalesce(sum(amount) filter (where credited_to_wallet), 0)`.as(
            'credited',
          ),
        ])
        .where('transaction_id', 'in', transactionIds)
        .groupBy('transaction_id')
        .execute();
      for (const row of rows) {
        const recipients = Number(row.recipients);
        const delivered = Number(row.delivered);
        const failed = Number(row.failed);
        result.set(row.transaction_id, {
          recipients,
          delivered,
          failed,
          pending: recipients - delivered - failed,
          creditedToWallet: toMajorUnits(BigInt(row.credited)),
        });
      }
      return result;
    },

    async linesOf(transactionIds: string[]): Promise<Map<string, AirtimeLine[]>> {
      const result = new Map<string, AirtimeLine[]>();
      if (transactionIds.length === 0) return result;
      const rows = await db
        .selectFrom('airtime_lines')
        .selectAll()
        .where('transaction_id', 'in', transactionIds)
        .orderBy('transaction_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      for (const row of rows) {
        const list = result.get(row.transaction_id) ?? [];
        list.push(toAirtimeLineDto(row));
        result.set(row.transaction_id, list);
      }
      return result;
    },
  };
}

export type AirtimeLineRepository = ReturnType<typeof createAirtimeLineRepository>;
