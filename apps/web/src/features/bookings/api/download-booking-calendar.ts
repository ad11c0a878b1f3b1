import { useMutation } from '@tanstack/react-query';
import { saveDownload } from '../../../shared/files/save-download';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';

export const BOOKING_CALENDAR_LABEL = 'bookings.calendar';

/** `GET bookings/{id}/calendar.ics`: a confirmed booking as a calendar file, saved. */
export async function downloadBookingCalendar(id: string): Promise<void> {
  const blob = await request<Blob>({
    method: 'GET',
    url: `bookings/${encodeURIComponent(id)}/calendar.ics`,
    label: BOOKING_CALENDAR_LABEL,
    responseType: 'blob',
  });
  saveDownload(blob, `booking-${id}.ics`);
}

export function useDownloadBookingCalendar() {
  return useMutation(labelMutationOptions(BOOKING_CALENDAR_LABEL, downloadBookingCalendar));
}
