import type { ColumnType, Generated, Kysely } from 'kysely';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
type Timestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Tables of the `main` schema, as Kysely sees them. Only repositories use these types. */
export interface MainDatabase {
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
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  organisations: {
    id: Generated<string>;
    name: string;
    created_by: string | null;
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
}

export type MainDb = Kysely<MainDatabase>;
export const MAIN_SCHEMA = 'main';
