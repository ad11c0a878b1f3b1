import { CalendarPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '@pamoja/contract/bookings';
import { DataTable } from '../../../shared/ui/data-table';
import { useChangeBookingStatus } from '../api/change-booking-status';
import { useDownloadBookingCalendar } from '../api/download-booking-calendar';
import { useBookings } from '../api/list-bookings';
import { memberMayCancel } from '../lib/booking-actions';
import { formatDateTime } from '../lib/nairobi-time';
import { BookingStatusBadge } from './booking-status-badge';
import { ReasonDialog } from '../../../shared/ui/reason-dialog';
import { bookingReasonProblem } from '../lib/booking-actions';

/** The member's bookings, ten a page, with cancel and "Add to calendar" where they apply. */
export function MyBookings() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBookings({ page });
  const change = useChangeBookingStatus();
  const calendar = useDownloadBookingCalendar();
  const [cancelling, setCancelling] = useState<Booking | null>(null);

  return (
    <section aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title" className="h5">
        {t('bookings.mine.title')}
      </h2>
      <DataTable<Booking>
        caption={t('bookings.mine.title')}
        rows={query.data?.items}
        rowKey={(row) => row.id}
        pagination={query.data?.pagination}
        onPage={setPage}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={t('bookings.mine.empty')}
        columns={[
          {
            id: 'when',
            header: t('bookings.fields.when'),
            cell: (row) => (
              <>
                <div className="text-nowrap">{formatDateTime(row.startsAt, i18n.language)}</div>
                <div className="small text-body-secondary d-md-none">{row.branchName}</div>
              </>
            ),
          },
          { id: 'service', header: t('bookings.fields.service'), cell: (row) => row.serviceName },
          {
            id: 'branch',
            header: t('bookings.fields.branch'),
            className: 'd-none d-md-table-cell',
            cell: (row) => row.branchName,
          },
          {
            id: 'status',
            header: t('bookings.fields.status'),
            cell: (row) => <BookingStatusBadge status={row.status} />,
          },
          {
            id: 'actions',
            header: <span className="visually-hidden">{t('bookings.actions')}</span>,
            className: 'text-end',
            cell: (row) => (
              <div className="d-inline-flex flex-wrap justify-content-end gap-1">
                {row.status === 'CONFIRMED' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={calendar.isPending}
                    onClick={() => calendar.mutate(row.id)}
                  >
                    <CalendarPlus size={14} aria-hidden="true" className="me-1" />
                    {t('bookings.mine.calendar')}
                  </button>
                )}
                {memberMayCancel(row.status) && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setCancelling(row)}
                  >
                    <X size={14} aria-hidden="true" className="me-1" />
                    {t('bookings.mine.cancel')}
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <ReasonDialog
        show={cancelling !== null}
        validate={(reason) => bookingReasonProblem('CANCELLED', reason)}
        title={t('bookings.mine.cancelTitle')}
        warning={
          cancelling
            ? t('bookings.mine.cancelWarning', {
                service: cancelling.serviceName,
                when: formatDateTime(cancelling.startsAt, i18n.language),
              })
            : ''
        }
        confirmLabel={t('bookings.mine.cancelConfirm')}
        pending={change.isPending}
        onHide={() => setCancelling(null)}
        onConfirm={(reason) => {
          if (!cancelling) return;
          change.mutate(
            { booking: cancelling, change: { status: 'CANCELLED', reason } },
            { onSettled: () => setCancelling(null) },
          );
        }}
      />
    </section>
  );
}
