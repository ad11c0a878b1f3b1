import { CalendarOff, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@pamoja/contract/branches';
import type { ClosedDay } from '@pamoja/contract/bookings';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable } from '../../../shared/ui/data-table';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useClosedDays } from '../api/list-closed-days';
import { useRemoveClosedDay } from '../api/remove-closed-day';
import { formatDay, formatFullDay, todayInNairobi } from '../lib/nairobi-time';
import { ClosedDayForm } from './closed-day-form';
import '../bookings.scss';

/**
 * The upcoming closed days of the branch chosen for the opening hours (public holidays,
 * stock-taking…): soonest first, one added in a dialog, one removed after asking.
 */
export function ClosedDaysPanel({ branch }: { branch: Branch }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // Upcoming from the day the screen opened, on the branch's clock.
  const [today] = useState(() => todayInNairobi());
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  // The day asked about stays set while its dialog fades out, so the title keeps its date.
  const [removing, setRemoving] = useState<ClosedDay | null>(null);
  const [asking, setAsking] = useState(false);
  const days = useClosedDays({ branchId: branch.id, from: today, page });
  const remove = useRemoveClosedDay();
  const rows = days.data?.items;

  const confirmRemove = () => {
    if (!removing) return;
    const lastOnPage = rows?.length === 1 && page > 1;
    remove.mutate(removing, {
      onSuccess: () => {
        if (lastOnPage) setPage(page - 1);
      },
      onSettled: () => setAsking(false),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id={`${id}-title`} className="h5 mb-0">
          {t('bookings.closedDays.title')}
        </h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
          <Plus size={16} aria-hidden="true" className="me-1" />
          {t('bookings.closedDays.add')}
        </button>
      </div>
      <p className="small text-body-secondary">
        {t('bookings.closedDays.intro', { branch: branch.name })}
      </p>
      <DataTable<ClosedDay>
        caption={t('bookings.closedDays.caption', { branch: branch.name })}
        rows={rows}
        rowKey={(row) => row.id}
        pagination={days.data?.pagination}
        onPage={setPage}
        isPending={days.isPending}
        error={days.error}
        onRetry={() => void days.refetch()}
        empty={
          <span className="d-inline-flex align-items-center gap-2">
            <CalendarOff size={16} aria-hidden="true" />
            {t('bookings.closedDays.empty')}
          </span>
        }
        columns={[
          {
            id: 'date',
            header: t('bookings.closedDays.day'),
            cell: (row) => (
              <>
                <time dateTime={row.date} className="fw-semibold">
                  {formatFullDay(row.date, i18n.language)}
                </time>
                {/* On a phone the reason sits under its day rather than in a column of its own. */}
                <div className="small text-body-secondary booking-note d-md-none">
                  {row.reason ?? t('bookings.closedDays.noReason')}
                </div>
              </>
            ),
          },
          {
            id: 'reason',
            header: t('bookings.closedDays.reason'),
            className: 'd-none d-md-table-cell booking-note',
            cell: (row) =>
              row.reason ?? (
                <span className="text-body-secondary">{t('bookings.closedDays.noReason')}</span>
              ),
          },
          {
            id: 'actions',
            header: <span className="visually-hidden">{t('bookings.actions')}</span>,
            className: 'text-end text-nowrap',
            cell: (row) => (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={t('bookings.closedDays.removeOf', {
                  day: formatFullDay(row.date, i18n.language),
                })}
                onClick={() => {
                  setRemoving(row);
                  setAsking(true);
                }}
              >
                {t('bookings.closedDays.remove')}
              </button>
            ),
          },
        ]}
      />
      <FormDialog
        show={adding}
        title={t('bookings.closedDays.add')}
        onHide={() => setAdding(false)}
      >
        {adding && (
          <ClosedDayForm branchId={branch.id} today={today} onDone={() => setAdding(false)} />
        )}
      </FormDialog>
      <ConfirmDialog
        show={asking}
        title={t('bookings.closedDays.removeTitle', {
          day: removing ? formatDay(removing.date, i18n.language) : '',
        })}
        confirmLabel={t('bookings.closedDays.remove')}
        variant="primary"
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirmRemove}
      >
        {t('bookings.closedDays.removeText', { branch: branch.name })}
      </ConfirmDialog>
    </section>
  );
}
