import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AirtimeLineStatus } from '@pamoja/contract/wallet';
import type { BookingTables } from './schema-bookings';
import type { FileTables } from './schema-files';
import type { LeadTables } from './schema-leads';
import type { OrderTables } from './schema-orders';
import type { ProductTables } from './schema-products';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
type Timestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Tables of the `main` schema, as Kysely sees them. Only repositories use these types. */
export interface MainDatabase
  extends
    LedgerTables,
    AirtimeTables,
    FileTables,
    ProductTables,
    OrderTables,
    LeadTables,
    BookingTables {
  currencies: {
    code: string;
    name: string;
    symbol: string;
    minor_units: number;
    active: Generated<boolean>;
  };
  countries: {
    iso_code: string;
    name: string;
    dial_code: string;
    currency_code: string;
    active: Generated<boolean>;
  };
  languages: { code: string; name: string; native_name: string; is_default: Generated<boolean> };
  banks: {
    id: Generated<string>;
    name: string;
    code: string;
    swift_code: string | null;
    pesalink: Generated<boolean>;
    active: Generated<boolean>;
    sort_order: Generated<number>;
  };
  telcos: {
    id: Generated<string>;
    name: string;
    code: string;
    prefixes: string[];
    active: Generated<boolean>;
  };
  bank_prices: {
    id: Generated<string>;
    transfer_type: string;
    min_amount: bigint;
    max_amount: bigint;
    fee: bigint;
    currency_code: Generated<string>;
  };
  users: {
    id: Generated<string>;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
    password_hash: string | null;
    status: Generated<'PENDING_VERIFICATION' | 'ACTIVE' | 'DISABLED'>;
    platform_role: 'SUPER_ADMIN' | null;
    active_role: Generated<string>;
    pin_hash: string | null;
    pin_failed_attempts: Generated<number>;
    pin_locked_until: Timestamp;
    avatar: string | null;
    date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
    id_number: string | null;
    address: ColumnType<Record<string, string>, string | undefined, string>;
    verified_at: Timestamp;
    /** `PMJ-` and 6 characters, made by the database (migration 0012). */
    referral_code: Generated<string>;
    /** Set at each password sign-in (migration 0017). */
    last_sign_in_at: Timestamp;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  /** Suspensions and reactivations, append-only (migration 0017). */
  user_events: {
    id: Generated<string>;
    user_id: string;
    actor_id: string | null;
    action: 'SUSPENDED' | 'REACTIVATED';
    reason: string | null;
    request_id: string | null;
    created_at: CreatedAt;
  };
  organisations: {
    id: Generated<string>;
    name: string;
    created_by: string | null;
    description: ColumnType<string | null, string | null | undefined, string | null>;
    deleted_at: Timestamp;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  memberships: { organisation_id: string; user_id: string; roles: string[]; created_at: CreatedAt };
  refresh_tokens: {
    id: Generated<string>;
    family_id: string;
    user_id: string;
    token_hash: string;
    expires_at: Date;
    rotated_at: Timestamp;
    revoked_at: Timestamp;
    created_at: CreatedAt;
  };
  user_tokens: {
    id: Generated<string>;
    user_id: string;
    purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD';
    token_hash: string;
    expires_at: Date;
    used_at: Timestamp;
    created_at: CreatedAt;
  };
  outbox_messages: {
    id: Generated<string>;
    channel: 'EMAIL' | 'SMS';
    recipient: string;
    purpose: string;
    subject: string;
    body: string;
    link: string | null;
    code: string | null;
    status: Generated<'PENDING' | 'SENT' | 'FAILED'>;
    attempts: Generated<number>;
    last_error: string | null;
    available_at: ColumnType<Date, Date | undefined, Date>;
    sent_at: Timestamp;
    created_at: CreatedAt;
  };
  user_preferences: {
    user_id: string;
    language: Generated<string>;
    email_notifications: Generated<boolean>;
    sms_notifications: Generated<boolean>;
    push_notifications: Generated<boolean>;
    marketing: Generated<boolean>;
    updated_at: UpdatedAt;
  };
  otps: {
    id: Generated<string>;
    purpose: string;
    subject_id: string | null;
    user_id: string;
    code_hash: string;
    salt: string;
    attempts: Generated<number>;
    expires_at: Date;
    used_at: Timestamp;
    created_at: CreatedAt;
  };
  teams: {
    id: Generated<string>;
    organisation_id: string;
    name: string;
    description: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  team_members: {
    team_id: string;
    organisation_id: string;
    user_id: string;
    role: 'LEADER' | 'MEMBER';
    created_at: CreatedAt;
  };
  branches: {
    id: Generated<string>;
    organisation_id: string;
    name: string;
    address: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  staff_locations: {
    id: Generated<string>;
    organisation_id: string;
    branch_id: string;
    name: string;
    county: string;
    latitude: number | null;
    longitude: number | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  staff: {
    id: Generated<string>;
    organisation_id: string;
    user_id: string;
    branch_id: string;
    staff_location_id: string | null;
    active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  group_enquiries: {
    id: Generated<string>;
    organisation_id: string;
    submitted_by: string | null;
    name: string;
    email: string;
    phone_number: string;
    message: string;
    group_type: string;
    created_at: CreatedAt;
  };
}

/** Ledger and wallet tables (migration 0004). */
export interface LedgerTables {
  ledger_accounts: {
    id: Generated<string>;
    kind: LedgerAccountKind;
    user_id: string | null;
    organisation_id: Generated<string | null>;
    currency: Generated<string>;
    posted_balance: Generated<bigint>;
    held_balance: Generated<bigint>;
    created_at: CreatedAt;
  };
  transactions: {
    id: Generated<string>;
    user_id: string;
    reference: string;
    type: string;
    direction: 'CREDIT' | 'DEBIT';
    amount: bigint;
    fee: Generated<bigint>;
    currency: Generated<string>;
    status: 'PENDING' | 'SUCCESS' | 'PARTIAL' | 'FAILED' | 'REVERSED';
    phone_number: string | null;
    beneficiary_id: string | null;
    beneficiary_name: string | null;
    provider: string | null;
    provider_reference: string | null;
    receipt_number: string | null;
    failure_reason: string | null;
    group_id: string | null;
    details: ColumnType<Record<string, unknown>, string | undefined, string>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  journal_entries: {
    id: Generated<string>;
    transaction_id: string | null;
    memo: string;
    created_at: CreatedAt;
  };
  postings: { id: Generated<bigint>; entry_id: string; account_id: string; amount: bigint };
  holds: {
    id: Generated<string>;
    account_id: string;
    transaction_id: string;
    amount: bigint;
    status: Generated<'PENDING' | 'POSTED' | 'VOIDED'>;
    created_at: CreatedAt;
    settled_at: Timestamp;
  };
  early_callbacks: {
    provider: string;
    provider_reference: string;
    outcome: ColumnType<Record<string, unknown>, string, string>;
    created_at: CreatedAt;
  };
  idempotency_keys: {
    user_id: string;
    /** `METHOD /route/pattern` the key was used for. */
    operation: string;
    key: string;
    request_hash: string;
    status_code: number | null;
    response: ColumnType<unknown, string | null | undefined, string | null>;
    created_at: CreatedAt;
    /** The request holding the claim; a takeover gives it a new one. */
    claim_id: Generated<string>;
    claimed_at: ColumnType<Date, never, Date>;
    /** What the request created (a transaction, an order, a booking), in its own transaction. */
    resource_id: string | null;
  };
  simulated_rail_transfers: {
    rail: string;
    reference: string;
    provider_reference: string;
    received_at: CreatedAt;
  };
  reconciliation_items: {
    id: Generated<string>;
    transaction_id: string;
    /** Why it waits: the provider kept saying pending, or could not be asked. */
    cause: 'STILL_PENDING' | 'NO_ANSWER' | 'UNMATCHED_ANSWER';
    opened_at: CreatedAt;
    outcome: 'PAID' | 'FAILED' | null;
    reason: string | null;
    evidence: string | null;
    resolved_by: string | null;
    resolved_at: Timestamp;
  };
  // Beneficiaries (0005-beneficiaries): a person's payout destinations, soft-deleted.
  bank_accounts: {
    id: Generated<string>;
    user_id: string;
    bank_id: string;
    account_number: string;
    account_name: string;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    deleted_at: Timestamp;
  };
  pesalink_beneficiaries: {
    id: Generated<string>;
    user_id: string;
    type: 'PESALINK_BANK' | 'PESALINK_PHONE';
    bank_id: string | null;
    account_number: string | null;
    phone_number: string | null;
    name: string;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    deleted_at: Timestamp;
  };
  mobile_wallets: {
    id: Generated<string>;
    user_id: string;
    telco_id: string;
    phone_number: string;
    name: string;
    verified_at: Timestamp;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
    deleted_at: Timestamp;
  };
}

/** Airtime groups and the per-recipient lines of purchases (migration 0006). */
export interface AirtimeTables {
  airtime_groups: {
    id: Generated<string>;
    user_id: string;
    name: string;
    description: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  airtime_group_members: {
    id: Generated<string>;
    group_id: string;
    name: string;
    phone_number: string;
    amount: bigint;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  airtime_lines: {
    id: Generated<string>;
    transaction_id: string;
    member_id: string | null;
    name: string | null;
    phone_number: string;
    amount: bigint;
    status: AirtimeLineStatus;
    provider: string | null;
    provider_reference: string | null;
    failure_reason: string | null;
    credited_to_wallet: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
}

export type LedgerAccountKind =
  | 'USER_WALLET'
  | 'ORGANISATION_WALLET'
  | 'MPESA_CLEARING'
  | 'BANK_CLEARING'
  | 'PESALINK_CLEARING'
  | 'AIRTIME_CLEARING'
  | 'FEE_REVENUE';

export type MainDb = Kysely<MainDatabase>;
export const MAIN_SCHEMA = 'main';
