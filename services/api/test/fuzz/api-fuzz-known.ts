import { DEFAULT_CALLBACK_TOKEN } from '@pamoja/server-kit/config';
import { PASSWORD } from '../identity-helpers';
import { PIN } from '../wallet-helpers';

/** The ids of the fuzz's rows (api-fuzz-world.ts), and who its people are. */
export interface FuzzFixtures {
  organisation: string;
  people: Record<'member' | 'agent' | 'admin' | 'platform', string>;
  /** A member nobody signs in as: the one the directory may suspend. */
  bystander: string;
  /** An invited person on the staff (at `branch`, `location`), addressed by their user id. */
  staff: string;
  memberEmail: string;
  referral: string;
  team: string;
  branch: string;
  location: string;
  service: string;
  closedDay: string;
  lead: string;
  booking: string;
  bankAccount: string;
  pesalink: string;
  /** A PESALINK_BANK beneficiary: what `pesalink-to-account` pays (`pesalink` is a phone). */
  pesalinkBank: string;
  wallet: string;
  products: string[];
  /** A priced product on sale, the only kind a cart takes. */
  pricedProduct: string;
  /** The member's order of `pricedProduct`. */
  order: string;
  categories: string[];
  file: string;
  group: string;
  groupMember: string;
  transaction: string;
  banks: string[];
  telco: string;
  /** Starts of slots the fuzz's service offers at its branch (GET bookings/availability). */
  slots: string[];
  /** A consent code the agent opened for a customer and product of its own, not yet used. */
  consent: { phoneNumber: string; productId: string; otp: string };
}

/** A week of opening hours a branch takes: weekdays 08:00 to 17:00, Saturday morning. */
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday === 7
    ? { weekday, closed: true }
    : { weekday, closed: false, opensAt: '08:00', closesAt: weekday === 6 ? '13:00' : '17:00' },
);

/**
 * Values that reach handlers, for the generator: a path's `id` by the segment before it
 * (`/branches/{id}` a branch, `/teams/{id}` a team), any other field or parameter by its name
 * (the PIN, the callback token, a real phone number, fixture ids).
 */
export function knownValues(f: FuzzFixtures) {
  const people = Object.values(f.people);
  const ids: Record<string, string[]> = {
    organizations: [f.organisation],
    organisation: [f.organisation],
    'send-delete-otp': [f.organisation],
    'verify-delete-otp': [f.organisation],
    teams: [f.team],
    'remove-member': [f.team, f.group],
    'add-member': [f.team, f.group],
    'update-member': [...people, f.group],
    branches: [f.branch],
    'staff-locations': [f.location],
    staff: [f.staff],
    'create-pin': [f.people.member],
    'user-preference': [f.people.member],
    user: people,
    users: [f.bystander],
    'user-not-exists': people,
    files: [f.file],
    products: f.products,
    assign: people,
    unassign: people,
    'product-leads': [f.lead],
    lead: [f.lead],
    'booking-services': [f.service],
    bookings: [f.booking],
    'bank-accounts': [f.bankAccount],
    'pesalink-beneficiaries': [f.pesalink, f.pesalinkBank],
    'mobile-wallets': [f.wallet],
    transactions: [f.transaction],
    orders: [f.order],
    group: [f.group],
    'airtime-groups': [f.group],
    'add-members': [f.group],
  };
  const byName: Record<string, readonly unknown[]> = {
    userId: people,
    // Named so for history: it is the organisation (the business) whose products are listed.
    businessUserId: [f.organisation],
    agentId: [f.people.agent],
    assignedTo: [f.people.agent],
    agent: [f.people.agent],
    team: [f.team],
    branchId: [f.branch],
    staffLocationId: [f.location],
    categoryId: f.categories,
    category: f.categories,
    productId: f.products,
    productIds: [f.products],
    product: f.products,
    leadIds: [[f.lead]],
    ids: [f.lead],
    // A range the report takes (start ≤ end, at most a year): the parameters are drawn apart.
    startDate: ['2026-01-01'],
    endDate: ['2026-01-31'],
    serviceId: [f.service],
    branchIds: [[f.branch]],
    dayId: [f.closedDay],
    bankId: f.banks,
    telcoId: [f.telco],
    mobileWalletId: [f.wallet],
    beneficiaryId: [f.bankAccount, f.pesalink, f.pesalinkBank, f.wallet],
    groupId: [f.group],
    memberId: [f.groupMember],
    transactionId: [f.transaction],
    token: [DEFAULT_CALLBACK_TOKEN],
    pin: [PIN],
    currentPin: [PIN],
    confirmPin: [PIN],
    password: [PASSWORD],
    username: [f.memberEmail],
    phoneNumber: ['0712345678', '254722000111'],
    recipientPhoneNumber: ['0722000444'],
    amount: [10, 100, 250],
    quantity: [1],
    otp: ['123456'],
    referralId: [f.referral],
    business: [f.organisation],
  };
  // Where a name takes only some of its values: a withdrawal pays its own kind of beneficiary
  // (an intra-bank one from KES 100), a cart takes only priced products, a product's range or a
  // lead's amount fits the business's loan (KES 500 to 5,000), a week names its seven days.
  // Products stay ACTIVE, without an image, so later leads and carts still take them.
  const byPath: Record<string, Record<string, readonly unknown[]>> = {
    '/api/v1/withdraw/bank/ift': { beneficiaryId: [f.bankAccount], amount: [100, 250] },
    '/api/v1/withdraw/pesalink/pesalink-to-account': { beneficiaryId: [f.pesalinkBank] },
    '/api/v1/cart/web-checkout': { productId: [f.pricedProduct] },
    '/api/v1/products/{id}': {
      hasAmount: [true],
      minAmount: [500, null],
      maxAmount: [5000, null],
      price: [100, null],
      status: ['ACTIVE'],
      image: [null],
    },
    // Only the consent the agent opened: a code answers for its own phone and product. The loan
    // takes no facility (only health insurance does): undefined leaves the field out.
    '/api/v1/product-leads': {
      amount: [500, 1000],
      phoneNumber: [f.consent.phoneNumber],
      productId: [f.consent.productId],
      otp: [f.consent.otp],
      facilityId: [undefined],
    },
    '/api/v1/branches/{id}/opening-hours': { days: [WEEK] },
    // `update-member` and `remove-member` name a team's member under /teams, a group here.
    '/api/v1/teams/{team}/update-member/{id}': { id: [f.people.agent] },
    '/api/v1/airtime-groups/update-member/{id}/{memberId}': { id: [f.group] },
    '/api/v1/airtime-groups/remove-member/{id}/{memberId}': { id: [f.group] },
    '/api/v1/bookings': { startsAt: f.slots },
  };
  return (name: string, path: string): readonly unknown[] | undefined => {
    const forPath = byPath[path]?.[name];
    if (forPath) return forPath;
    if (name !== 'id') return byName[name];
    const segments = path.split('/');
    const place = segments[segments.indexOf('{id}') - 1] ?? '';
    return ids[place] ?? Object.values(ids).flat();
  };
}
