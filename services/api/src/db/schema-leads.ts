import type { ColumnType, Generated } from 'kysely';
import type { LeadSource } from '@pamoja/contract/leads';
import type { LeadStatus } from '@pamoja/contract/lead-states';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
type Timestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Json = ColumnType<Record<string, unknown>, string | undefined, never>;

/** Leads and their append-only events (migration 0011, docs/domains/leads.md). */
export interface LeadTables {
  leads: {
    id: Generated<string>;
    organisation_id: string;
    product_id: string;
    code: string;
    name: string;
    phone_number: string;
    national_id_hash: string | null;
    national_id_last3: string | null;
    /** Integer KES cents; null for products without an amount. */
    amount_cents: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
    location: string;
    referral_id: string | null;
    /** Set for leads of health-insurance products (migration 0012). */
    facility_id: ColumnType<string | null, string | null | undefined, string | null>;
    agent_id: string;
    assigned_to: string | null;
    source: LeadSource;
    status: Generated<LeadStatus>;
    reason: string | null;
    consent_verified_at: Timestamp;
    version: Generated<number>;
    deleted_at: Timestamp;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  /** Kenyan health facilities with their KMHFL codes (migration 0012), reference data. */
  facilities: {
    id: Generated<string>;
    kmhfl_code: string;
    name: string;
    county: string;
    level: string;
    type: string | null;
    ownership: string | null;
  };
  /** Live leads per organisation, Nairobi day of capture and status now (migration 0018), kept by
   * triggers on `leads`: read only. */
  lead_day_counts: {
    organisation_id: string;
    day: ColumnType<string, never, never>;
    status: LeadStatus;
    count: ColumnType<string, never, never>;
  };
  /** Live leads per organisation, status, product and agent (migration 0018): read only. */
  lead_totals: {
    organisation_id: string;
    status: LeadStatus;
    product_id: string;
    agent_id: string;
    count: ColumnType<string, never, never>;
    with_amount: ColumnType<string, never, never>;
    amount_sum: ColumnType<string, never, never>;
  };
  /**
   * Live leads per organisation and Nairobi day, captured and moved to each status (a lead once
   * a day), by product and by agent (migration 0019): read only.
   */
  lead_product_days: ReportTally & { product_id: string };
  lead_agent_days: ReportTally & { agent_id: string };
  lead_events: {
    id: Generated<string>;
    lead_id: string;
    organisation_id: string;
    actor_id: string | null;
    action: string;
    from_status: LeadStatus | null;
    to_status: LeadStatus | null;
    reason: string | null;
    details: Json;
    request_id: string | null;
    created_at: CreatedAt;
  };
}

type Counted = ColumnType<string, never, never>;
type ReportTally = {
  organisation_id: string;
  day: Counted;
  captured: Counted;
} & Record<`to_${Lowercase<LeadStatus>}`, Counted>;
