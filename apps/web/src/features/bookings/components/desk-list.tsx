import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';
import { displayPhone } from '../../../shared/format/phone';
import { DataTable } from '../../../shared/ui/data-table';
import type { BookingPage } from '../api/list-bookings';
import { formatDateTime } from '../lib/nairobi-time';
import { BookingStatusBadge } from './booking-status-badge';
import { StaffActions } from './staff-actions';

interface DeskListProps {
  query: {
    data: BookingPage | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  filtered: boolean;
  pending: boolean;
  onPage: (page: number) => void;
  onMove: (booking: Booking, status: BookingStatus) => void;
}

/** The organisation's bookings with the moves each allows. */
export function DeskList({ query, filtered, pending, onPage, onMove }: DeskListProps) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable<Booking>
      caption={t('bookings.desk.title')}
      rows={query.data?.items}
      rowKey={(row) => row.id}
      pagination={query.data?.pagination}
      onPage={onPage}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={t(filtered ? 'bookings.desk.noMatch' : 'bookings.desk.empty')}
      columns={[
        {
          id: 'when',
          header: t('bookings.fields.when'),
          cell: (row) => (
            <>
              <div className="text-nowrap">{formatDateTime(row.startsAt, i18n.language)}</div>
              <div className="small text-body-secondary d-lg-none">
                {row.serviceName} · {row.branchName}
              </div>
            </>
          ),
        },
        {
          id: 'member',
          header: t('bookings.fields.member'),
          cell: (row) => (
            <>
              <div>{row.memberName}</div>
              <div className="small text-body-secondary text-nowrap">
                {displayPhone(row.memberPhone)}
              </div>
            </>
          ),
        },
        {
          id: 'service',
          header: t('bookings.fields.service'),
          className: 'd-none d-lg-table-cell',
          // The member's note is what staff prepare from ("bring my payslips").
          cell: (row) => (
            <>
              <div>{row.serviceName}</div>
              {row.notes && (
                <div className="small text-body-secondary booking-note">{row.notes}</div>
              )}
            </>
          ),
        },
        {
          id: 'branch',
          header: t('bookings.fields.branch'),
          className: 'd-none d-lg-table-cell',
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
          cell: (row) => <StaffActions booking={row} pending={pending} onMove={onMove} />,
        },
      ]}
    />
  );
}
