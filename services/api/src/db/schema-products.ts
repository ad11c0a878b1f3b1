import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
/** Integer KES cents; null where the product has no such figure. */
type Cents = ColumnType<bigint | null, bigint | null | undefined, bigint | null>;

export type ProductStatusColumn = 'DRAFT' | 'ACTIVE' | 'INACTIVE';

/** Categories, products and who sells which (migration 0008, docs/domains/products.md). */
export interface ProductTables {
  categories: {
    id: Generated<string>;
    name: string;
    slug: string;
    description: string;
    icon: string;
    sort_order: number;
  };
  products: {
    id: Generated<string>;
    organisation_id: string;
    category_id: string;
    code: string;
    name: string;
    description: string | null;
    image_file_id: string | null;
    status: Generated<ProductStatusColumn>;
    approved: Generated<boolean>;
    price_cents: Cents;
    has_amount: Generated<boolean>;
    min_amount_cents: Cents;
    max_amount_cents: Cents;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  product_assignments: {
    product_id: string;
    user_id: string;
    organisation_id: string;
    created_at: CreatedAt;
  };
}
