import type { BookingRow } from './booking-repository';
import type { BookingContact } from './booking-messages';

/** What a message about a booking needs to know, from its row. */
export const contactOf = (row: BookingRow): BookingContact => ({
  firstName: row.first_name,
  email: row.email,
  phoneNumber: row.phone_number,
  serviceName: row.service_name,
  branchName: row.branch_name,
  startsAt: row.starts_at,
  reason: row.reason,
});
