import type { FastifyPluginAsync } from 'fastify';
import type { DomainDependencies } from '../identity/identity-module';
import { assignmentsRoutes } from './assignments-routes';
import { categoriesRoutes } from './categories-routes';
import { productsRoutes } from './products-routes';

export {
  createProductCatalogue,
  type CheckoutProduct,
  type ProductCatalogue,
} from './product-catalogue';
// The demo seed arranges its products through these.
export { createAssignmentRepository } from './assignment-repository';
export { createCategoryRepository } from './category-repository';
export { createProductRepository } from './product-repository';

/** Categories, products of businesses, and which agent sells which (docs/domains/products.md). */
export const productsDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  await app.register(productsRoutes, { identity, db });
  await app.register(categoriesRoutes, { identity, db });
  await app.register(assignmentsRoutes, { identity, db });
};
