import { expect, test } from 'vitest';
import { demoHandlers } from './demo-handlers';
import { ANALYTICS_CARDS, STATISTICS_CARDS } from './schemas/cards-schema';
import { demoCall, serveDemoMock } from './testing/demo-api';

serveDemoMock();

type Method = 'GET' | 'POST' | 'DELETE';

// Every demo call the pages make. The tests' server refuses anything unhandled, so a call
// without a handler fails here rather than reaching a real network in the browser.
const CALLS: ReadonlyArray<[Method, string]> = [
  ['POST', '/jwt/login'],
  ['POST', '/jwt/register'],
  ['POST', '/jwt/refresh-token'],
  ['GET', '/faq/data'],
  ['GET', '/apps/chat/chats-and-contacts'],
  ['GET', '/apps/chat/users/profile-user'],
  ['GET', '/apps/chat/get-chat?id=1'],
  ['POST', '/apps/chat/send-msg'],
  ['GET', '/apps/todo/tasks'],
  ['POST', '/apps/todo/add-tasks'],
  ['POST', '/apps/todo/update-task'],
  ['DELETE', '/apps/todo/delete-task?id=1'],
  ['GET', '/apps/email/emails'],
  ['POST', '/apps/email/update-emails'],
  ['POST', '/apps/email/update-emails-label'],
  ['GET', '/apps/email/get-email?id=1'],
  ['GET', '/apps/email/paginate-email?dir=next&emailId=1'],
  ['GET', '/apps/invoice/invoices'],
  ['GET', '/api/invoice/invoices/4987'],
  ['DELETE', '/apps/invoice/delete?id=4987'],
  ['GET', '/api/invoice/clients'],
  ['GET', '/apps/calendar/events'],
  ['POST', '/apps/calendar/add-event'],
  ['POST', '/apps/calendar/update-event'],
  ['DELETE', '/apps/calendar/remove-event?id=1'],
  ['GET', '/api/users/list/all-data'],
  ['POST', '/apps/users/add-user'],
  ['GET', '/api/users/list/data'],
  ['GET', '/api/users/user?id=1'],
  ['DELETE', '/apps/users/delete?id=1'],
  ['GET', '/profile/data'],
  ['GET', '/apps/ecommerce/products'],
  ['GET', '/apps/ecommerce/products/1'],
  ['GET', '/apps/ecommerce/wishlist'],
  ['POST', '/apps/ecommerce/wishlist'],
  ['DELETE', '/apps/ecommerce/wishlist/1'],
  ['GET', '/apps/ecommerce/cart'],
  ['POST', '/apps/ecommerce/cart'],
  ['DELETE', '/apps/ecommerce/cart/1'],
  ['GET', '/blog/list/data'],
  ['GET', '/blog/list/data/sidebar'],
  ['GET', '/blog/list/data/detail'],
  ['GET', '/blog/list/data/edit'],
  ['GET', '/api/datatables/initial-data'],
  ['GET', '/api/datatables/data'],
  ['GET', '/pricing/data'],
  ['GET', '/api/main-search/data'],
  ['GET', '/api/bookmarks/data'],
  ['POST', '/api/bookmarks/update'],
  ['GET', '/faq/data/knowledge_base'],
  ['GET', '/faq/data/category'],
  ['GET', '/faq/data/question'],
  ['GET', '/apps/permissions/data'],
  ['POST', '/apps/permissions/add-permission'],
  ['POST', '/apps/permissions/update-permission'],
  ['DELETE', '/apps/permissions/delete?id=1'],
  ...ANALYTICS_CARDS.map((card): [Method, string] => ['GET', `/card/card-analytics/${card}`]),
  ...STATISTICS_CARDS.map((card): [Method, string] => ['GET', `/card/card-statistics/${card}`]),
  ['GET', '/account-setting/data'],
  ['GET', '/api/autocomplete/data'],
  ['POST', '/account-setting/update'],
  ['GET', '/api-key/data'],
  ['POST', '/api-key/add'],
  ['DELETE', '/api-key/delete?id=1'],
  ['POST', '/blog/list/data/comment'],
  ['POST', '/apps/chat/users/profile-user'],
  ['POST', '/apps/email/add-email'],
  ['GET', '/profile/data/posts?page=2'],
];

test('one handler per demo call', () => {
  expect(CALLS).toHaveLength(83);
  expect(demoHandlers).toHaveLength(CALLS.length);
});

test.each(CALLS)('%s %s is answered by the mock', async (method, path) => {
  const answer = await demoCall(method, path, method === 'POST' ? { body: {} } : {});
  // An empty body may be refused (400) and a lookup may miss (404), but never unanswered.
  expect([200, 201, 400, 401, 404]).toContain(answer.status);
});
