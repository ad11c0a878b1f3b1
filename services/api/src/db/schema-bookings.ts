import type { ColumnType, Generated } from 'kysely';
import type { BookingStatus } from '@pamoja/contract/bookings';

type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
type Timestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** A `date` column, read and written as `YYYY-MM-DD` (cast in the repository). */
type Day = ColumnType<string, string, string>;

/** Bookings and the jobs queue (migration 0014, docs/domains/bookings.md). */
export interface BookingTables {
  booking_services: {
    id: Generated<string>;
    organisation_id: string;
    name: string;
    description: string | null;
    duration_minutes: number;
    buffer_minutes: number;
    capacity: number;
    active: Generated<boolean>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  booking_service_branches: { organisation_id: string; service_id: string; branch_id: string };
  branch_opening_hours: {
    organisation_id: string;
    branch_id: string;
    /** ISO weekday, 1 Monday … 7 Sunday. */
    weekday: number;
    opens_minute: number | null;
    closes_minute: number | null;
  };
  branch_closed_days: {
    id: Generated<string>;
    organisation_id: string;
    branch_id: string;
    day: Day;
    reason: string | null;
    created_at: CreatedAt;
  };
  bookings: {
    id: Generated<string>;
    organisation_id: string;
    service_id: string;
    branch_id: string;
    member_id: string;
    status: Generated<BookingStatus>;
    starts_at: Date;
    ends_at: Date;
    notes: string | null;
    reason: string | null;
    rescheduled_from: string | null;
    rescheduled_to: string | null;
    version: Generated<number>;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
  jobs: {
    id: Generated<string>;
    kind: string;
    key: string | null;
    payload: ColumnType<Record<string, unknown>, string, string>;
    run_at: Date;
    status: Generated<'PENDING' | 'DONE' | 'FAILED' | 'CANCELLED'>;
    attempts: Generated<number>;
    locked_until: Timestamp;
    last_error: string | null;
    created_at: CreatedAt;
    updated_at: UpdatedAt;
  };
}
