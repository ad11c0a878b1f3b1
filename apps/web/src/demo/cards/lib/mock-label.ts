import type { TFunction } from 'i18next';

// The mock names its series and slices in English ("Earning", "Desktop"); on screen they are
// translated. Its other data (names, companies, statuses) stays as it comes.
const KEYS: Record<string, string> = {
  Sales: 'sales',
  Visits: 'visits',
  Earning: 'earning',
  Expense: 'expense',
  Sessions: 'sessions',
  'This Month': 'thisMonth',
  'Last Month': 'lastMonth',
  Orders: 'orders',
  Customers: 'customers',
  Finished: 'finished',
  Pending: 'pending',
  Rejected: 'rejected',
  Desktop: 'desktop',
  Mobile: 'mobile',
  Tablet: 'tablet',
  New: 'new',
  Returning: 'returning',
  Referrals: 'referrals',
};

/** A series' or slice's name in the reader's language; one the list does not know is kept. */
export function mockLabel(t: TFunction, name: string): string {
  const key = KEYS[name];
  return key ? t(`demoDashboards.labels.${key}`) : name;
}
