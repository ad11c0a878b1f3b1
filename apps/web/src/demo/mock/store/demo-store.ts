import { buildDemoAccounts } from '../auth/demo-accounts';
import type { DemoAccount } from '../auth/demo-accounts';
import { buildAccountSetting } from '../data/account-setting-data';
import { buildApiKeys } from '../data/api-key-data';
import { buildBlog } from '../data/blog-data';
import type { BlogData } from '../data/blog-data';
import { buildCalendarEvents } from '../data/calendar-data';
import { drawCartTerms } from '../data/cart-terms';
import { buildChatData } from '../data/chat-data';
import type { ChatData } from '../data/chat-data';
import { buildDirectoryUsers } from '../data/directory-users-data';
import { buildEmails } from '../data/emails-data';
import { buildEmployees } from '../data/employees-data';
import { buildFaq } from '../data/faq-data';
import { buildFilms } from '../data/films-data';
import { buildInvoices } from '../data/invoices-data';
import type { InvoiceRecord } from '../data/invoices-data';
import { buildKnowledgeBase } from '../data/knowledge-base-data';
import type { KnowledgeBase } from '../data/knowledge-base-data';
import { buildPermissions } from '../data/permissions-data';
import { buildPricing } from '../data/pricing-data';
import { buildProducts, buildShopperChoices } from '../data/products-data';
import type { ProductRecord } from '../data/products-data';
import { buildProfile } from '../data/profile-data';
import { buildSearchExtras } from '../data/search-extras-data';
import { buildSearchPages } from '../data/search-pages-data';
import { buildTasks } from '../data/tasks-data';
import type { AccountSetting } from '../schemas/account-setting-schema';
import type { ApiKey } from '../schemas/api-key-schema';
import type { Film } from '../schemas/autocomplete-schema';
import type { CalendarEvent } from '../schemas/calendar-event-schema';
import type { DirectoryUser } from '../schemas/directory-user-schema';
import type { Email } from '../schemas/email-schema';
import type { Employee } from '../schemas/employee-schema';
import type { FaqData } from '../schemas/faq-schema';
import type { Permission } from '../schemas/permission-schema';
import type { PricingData } from '../schemas/pricing-schema';
import type { ProfileData } from '../schemas/profile-schema';
import type { SearchContact, SearchFile, SearchPage } from '../schemas/search-schema';
import type { CartItem, CartTerms, WishlistItem } from '../schemas/shop-schema';
import type { Task } from '../schemas/task-schema';

export type StoredCartItem = CartItem & CartTerms;

/** Everything the demo serves. Handlers change it in place; a reload (or a reset) starts over. */
export interface DemoStore {
  accounts: DemoAccount[];
  invoices: InvoiceRecord[];
  directoryUsers: DirectoryUser[];
  permissions: Permission[];
  employees: Employee[];
  products: ProductRecord[];
  wishlist: WishlistItem[];
  cart: StoredCartItem[];
  /** How many cart terms were drawn: the next item draws the next ones in the sequence. */
  cartDraws: number;
  events: CalendarEvent[];
  emails: Email[];
  chat: ChatData;
  tasks: Task[];
  blog: BlogData;
  faq: FaqData;
  knowledgeBase: KnowledgeBase;
  pricing: PricingData;
  searchPages: SearchPage[];
  searchFiles: SearchFile[];
  searchContacts: SearchContact[];
  profile: ProfileData;
  accountSetting: AccountSetting;
  apiKeys: ApiKey[];
  films: Film[];
}

function buildDemoStore(): DemoStore {
  const choices = buildShopperChoices();
  const cart = choices.cart.map((productId, index) => ({
    id: index + 1,
    productId,
    qty: 1,
    ...drawCartTerms(index),
  }));
  const extras = buildSearchExtras();
  return {
    accounts: buildDemoAccounts(),
    invoices: buildInvoices(),
    directoryUsers: buildDirectoryUsers(),
    permissions: buildPermissions(),
    employees: buildEmployees(),
    products: buildProducts(),
    wishlist: choices.wishlist.map((productId, index) => ({ id: index + 1, productId })),
    cart,
    cartDraws: cart.length,
    events: buildCalendarEvents(),
    emails: buildEmails(),
    chat: buildChatData(),
    tasks: buildTasks(),
    blog: buildBlog(),
    faq: buildFaq(),
    knowledgeBase: buildKnowledgeBase(),
    pricing: buildPricing(),
    searchPages: buildSearchPages(),
    searchFiles: extras.files,
    searchContacts: extras.contacts,
    profile: buildProfile(),
    accountSetting: buildAccountSetting(),
    apiKeys: buildApiKeys(),
    films: buildFilms(),
  };
}

let current: DemoStore | undefined;

/** The demo's data, built from the fixed seed on first use. */
export function demoStore(): DemoStore {
  current ??= buildDemoStore();
  return current;
}

/** Forgets every change: the next call builds the seeded data again (a reload does the same). */
export function resetDemoStore(): void {
  current = undefined;
}
