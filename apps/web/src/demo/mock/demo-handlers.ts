import type { RequestHandler } from 'msw';
import { authHandlers } from './auth/auth-handlers';
import { accountSettingHandlers } from './handlers/account-setting-handlers';
import { autocompleteHandlers } from './handlers/autocomplete-handlers';
import { blogHandlers } from './handlers/blog-handlers';
import { calendarHandlers } from './handlers/calendar-handlers';
import { cardsHandlers } from './handlers/cards-handlers';
import { ecommerceCartHandlers } from './handlers/ecommerce-cart-handlers';
import { chatHandlers } from './handlers/chat-handlers';
import { datatablesHandlers } from './handlers/datatables-handlers';
import { emailHandlers } from './handlers/email-handlers';
import { faqHandlers } from './handlers/faq-handlers';
import { invoiceHandlers } from './handlers/invoice-handlers';
import { knowledgeBaseHandlers } from './handlers/knowledge-base-handlers';
import { permissionsHandlers } from './handlers/permissions-handlers';
import { pricingHandlers } from './handlers/pricing-handlers';
import { profileHandlers } from './handlers/profile-handlers';
import { searchHandlers } from './handlers/search-handlers';
import { ecommerceProductHandlers } from './handlers/ecommerce-products-handlers';
import { todoHandlers } from './handlers/todo-handlers';
import { usersHandlers } from './handlers/users-handlers';

/**
 * Every call the demo pages make, answered in the browser (and in the web tests through msw/node).
 * `/faq/data/*` comes before `/faq/data` only for readability: MSW matches paths exactly.
 */
export const demoHandlers: RequestHandler[] = [
  ...authHandlers,
  ...knowledgeBaseHandlers,
  ...faqHandlers,
  ...chatHandlers,
  ...todoHandlers,
  ...emailHandlers,
  ...invoiceHandlers,
  ...calendarHandlers,
  ...usersHandlers,
  ...profileHandlers,
  ...ecommerceProductHandlers,
  ...ecommerceCartHandlers,
  ...blogHandlers,
  ...datatablesHandlers,
  ...pricingHandlers,
  ...searchHandlers,
  ...permissionsHandlers,
  ...cardsHandlers,
  ...accountSettingHandlers,
  ...autocompleteHandlers,
];
