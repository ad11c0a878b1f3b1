import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;

export type OrderStatus = 'PENDING' | 'PAID' | 'FAILED';

/** Orders paid by M-Pesa at checkout, and what each one bought. */
export interface OrderTables {
  orders: {
    id: Generated<string>;
    reference: string;
    user_id: string;
    organisation_id: string;
    transaction_id: string;
    status: Generated<OrderStatus>;
    total_cents: bigint;
    phone_number: string;
    failure_reason: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  order_lines: {
    id: Generated<string>;
    order_id: string;
    product_id: string;
    position: number;
    name: string;
    unit_price_cents: bigint;
    quantity: number;
  };
}
