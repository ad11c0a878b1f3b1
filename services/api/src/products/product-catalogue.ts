import type { Kysely } from 'kysely';
import type { ProductStatus } from '@pamoja/contract/products';
import type { MainDatabase } from '../db/schema';
import { createAssignmentRepository } from './assignment-repository';
import { createProductRepository } from './product-repository';

/** A product as checkout prices it: the server's price, never the client's. */
export interface CheckoutProduct {
  id: string;
  organisationId: string;
  name: string;
  priceCents: bigint | null;
  approved: boolean;
  status: ProductStatus;
}

export interface ProductCatalogue {
  /** The products among `productIds`; unknown ids are simply absent. */
  forCheckout(productIds: string[]): Promise<CheckoutProduct[]>;
  /** Whether the product is assigned to the person (an agent captures leads only for those). */
  assignedTo(userId: string, productId: string): Promise<boolean>;
}

/** What other domains (orders, leads) may ask about products, without their routes or rules. */
export function createProductCatalogue(db: Kysely<MainDatabase>): ProductCatalogue {
  const products = createProductRepository(db);
  const assignments = createAssignmentRepository(db);
  return {
    forCheckout: (productIds) => products.forCheckout([...new Set(productIds)]),
    assignedTo: (userId, productId) => assignments.isAssigned(userId, productId),
  };
}
