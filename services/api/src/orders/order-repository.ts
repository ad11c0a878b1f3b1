import type { Kysely, Selectable, Updateable } from 'kysely';
import { toMajorUnits } from '@pamoja/contract/money';
import type { Order, OrderStatus } from '@pamoja/contract/orders';
import { fetchPage, type PageRequest } from '@pamoja/server-kit/pagination';
import type { MainDatabase } from '../db/schema';

type OrderRow = Selectable<MainDatabase['orders']>;
type LineRow = Selectable<MainDatabase['order_lines']>;

export interface NewOrderLine {
  productId: string;
  name: string;
  unitPriceCents: bigint;
  quantity: number;
}

export interface NewOrder {
  reference: string;
  userId: string;
  organisationId: string;
  transactionId: string;
  totalCents: bigint;
  phoneNumber: string;
  lines: NewOrderLine[];
}

/** Whose orders a list shows: the buyer's own, or every order of one business. */
export type OrderScope = { buyerId: string } | { organisationId: string };

export function createOrderRepository(db: Kysely<MainDatabase>) {
  async function withDetails(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, receipts] = await Promise.all([
      db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('transactions')
        .select(['id', 'receipt_number'])
        .where(
          'id',
          'in',
          rows.map((row) => row.transaction_id),
        )
        .execute(),
    ]);
    const receiptOf = new Map(receipts.map((tx) => [tx.id, tx.receipt_number]));
    const linesOf = (orderId: string) => lines.filter((line) => line.order_id === orderId);
    return rows.map((row) => toOrderDto(row, linesOf(row.id), receiptOf.get(row.transaction_id)));
  }

  return {
    async create(order: NewOrder): Promise<OrderRow> {
      const row = await db
        .insertInto('orders')
        .values({
          reference: order.reference,
          user_id: order.userId,
          organisation_id: order.organisationId,
          transaction_id: order.transactionId,
          total_cents: order.totalCents,
          phone_number: order.phoneNumber,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await db
        .insertInto('order_lines')
        .values(
          order.lines.map((line, position) => ({
            order_id: row.id,
            product_id: line.productId,
            position,
            name: line.name,
            unit_price_cents: line.unitPriceCents,
            quantity: line.quantity,
          })),
        )
        .execute();
      return row;
    },

    linesOf(orderId: string) {
      return db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute();
    },

    findByTransaction(transactionId: string) {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .executeTakeFirst();
    },

    async update(id: string, changes: Updateable<MainDatabase['orders']>) {
      await db
        .updateTable('orders')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async buyerOf(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('orders')
        .select('user_id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** One order with its lines and receipt, or null. */
    async find(id: string): Promise<Order | null> {
      const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? ((await withDetails([row]))[0] ?? null) : null;
    },

    async list(scope: OrderScope, page: PageRequest, status?: OrderStatus) {
      let query = db.selectFrom('orders').selectAll();
      query =
        'buyerId' in scope
          ? query.where('user_id', '=', scope.buyerId)
          : query.where('organisation_id', '=', scope.organisationId);
      if (status) query = query.where('status', '=', status);
      const result = await fetchPage(
        query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
        page,
      );
      return { items: await withDetails(result.rows), total: result.total };
    },
  };
}

function toOrderDto(row: OrderRow, lines: LineRow[], receipt: string | null | undefined): Order {
  return {
    id: row.id,
    reference: row.reference,
    organisationId: row.organisation_id,
    status: row.status,
    total: toMajorUnits(BigInt(row.total_cents)),
    phoneNumber: row.phone_number,
    transactionId: row.transaction_id,
    receiptNumber: row.status === 'PAID' ? (receipt ?? null) : null,
    failureReason: row.failure_reason,
    lines: lines.map((line) => ({
      productId: line.product_id,
      name: line.name,
      unitPrice: toMajorUnits(BigInt(line.unit_price_cents)),
      quantity: line.quantity,
      total: toMajorUnits(BigInt(line.unit_price_cents) * BigInt(line.quantity)),
    })),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
