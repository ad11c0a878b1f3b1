import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  ReconciliationCause,
  ReconciliationItem,
  ReconciliationOutcome,
  ReconciliationQuery,
} from '@pamoja/contract/reconciliation';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';
import { createEarlyCallbackRepository } from './early-callback-repository';
import type { TransactionRow } from './transaction-kinds';
import { toTransactionDto } from './transaction-repository';

type ItemRow = Selectable<MainDatabase['reconciliation_items']>;

/** What the queue says when the provider settles an item before a person does. */
export const PROVIDER_ANSWERED = 'The provider answered before anyone decided.';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

const answerOf = (answer: { receiptNumber: string; receivedAt: Date } | null | undefined) =>
  answer
    ? { receiptNumber: answer.receiptNumber, receivedAt: answer.receivedAt.toISOString() }
    : null;

/** The queue of money waiting for a person (docs/money.md): opened by the sweeper, closed once. */
export function createReconciliationRepository(db: Kysely<MainDatabase>) {
  async function toItems(rows: ItemRow[]): Promise<ReconciliationItem[]> {
    if (rows.length === 0) return [];
    const transactions = await db
      .selectFrom('transactions')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((row) => row.transaction_id),
      )
      .execute();
    const byId = new Map(transactions.map((tx) => [tx.id, tx]));
    const userIds = [
      ...new Set([
        ...transactions.map((tx) => tx.user_id),
        ...rows.flatMap((row) => (row.resolved_by ? [row.resolved_by] : [])),
      ]),
    ];
    const users = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'phone_number'])
      .where('id', 'in', userIds)
      .execute();
    const people = new Map(users.map((user) => [user.id, user]));
    const answers = new Map(
      await Promise.all(
        rows
          .filter((row) => row.cause === 'UNMATCHED_ANSWER' && !row.resolved_at)
          .map(async (row) => {
            const tx = byId.get(row.transaction_id) as TransactionRow;
            const answer = tx.phone_number
              ? await createEarlyCallbackRepository(db).paidLike({
                  phoneNumber: tx.phone_number,
                  amount: tx.amount,
                  since: tx.created_at,
                })
              : null;
            return [row.id, answer] as const;
          }),
      ),
    );
    return rows.map((row) => {
      const tx = byId.get(row.transaction_id) as TransactionRow;
      const owner = people.get(tx.user_id);
      const resolver = row.resolved_by ? people.get(row.resolved_by) : undefined;
      return {
        id: row.id,
        cause: row.cause,
        openedAt: row.opened_at.toISOString(),
        transaction: toTransactionDto(tx),
        owner: {
          id: tx.user_id,
          name: owner ? fullName(owner.first_name, owner.last_name) : '',
          phoneNumber: owner?.phone_number ?? null,
        },
        providerAnswer: answerOf(answers.get(row.id)),
        outcome: row.outcome,
        reason: row.reason,
        evidence: row.evidence,
        resolvedBy: resolver
          ? { id: resolver.id, name: fullName(resolver.first_name, resolver.last_name) }
          : null,
        resolvedAt: row.resolved_at?.toISOString() ?? null,
      };
    });
  }

  return {
    /** Puts a transaction in the queue once; a second call for it changes nothing. */
    async open(transactionId: string, cause: ReconciliationCause) {
      await db
        .insertInto('reconciliation_items')
        .values({ transaction_id: transactionId, cause })
        .onConflict((oc) => oc.column('transaction_id').doNothing())
        .execute();
    },

    async list(query: ReconciliationQuery) {
      const open = query.state === 'OPEN';
      const result = await fetchPage(
        db
          .selectFrom('reconciliation_items')
          .selectAll()
          .where('resolved_at', open ? 'is' : 'is not', null)
          .orderBy(open ? 'opened_at' : 'resolved_at', open ? 'asc' : 'desc')
          .orderBy('id'),
        query,
      );
      return { items: await toItems(result.rows), total: result.total };
    },

    async find(id: string) {
      const row = await db
        .selectFrom('reconciliation_items')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? ((await toItems([row]))[0] ?? null) : null;
    },

    /** The open item, locked until the deciding transaction ends; null once it is decided. */
    lockOpen(id: string) {
      return db
        .selectFrom('reconciliation_items')
        .selectAll()
        .where('id', '=', id)
        .where('resolved_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    async close(
      transactionId: string,
      decision: {
        outcome: ReconciliationOutcome;
        reason: string;
        evidence?: string | undefined;
        resolvedBy?: string | undefined;
      },
    ) {
      await db
        .updateTable('reconciliation_items')
        .set({
          outcome: decision.outcome,
          reason: decision.reason,
          evidence: decision.evidence ?? null,
          resolved_by: decision.resolvedBy ?? null,
          resolved_at: sql<Date>`clock_timestamp()`,
        })
        .where('transaction_id', '=', transactionId)
        .where('resolved_at', 'is', null)
        .execute();
    },
  };
}
