import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking, BookingStatus } from '@pamoja/contract/bookings';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useBookings } from '../api/list-bookings';
import {
  addDays,
  formatDay,
  formatTime,
  nairobiDay,
  todayInNairobi,
  weekDays,
} from '../lib/nairobi-time';
import { BookingDialog } from './booking-dialog';

interface WeekViewProps {
  branches: readonly { id: string; name: string }[];
  branchId: string;
  onBranch: (branchId: string) => void;
  /** The Monday of the week shown. */
  week: string;
  onWeek: (monday: string) => void;
  pending: boolean;
  onMove: (booking: Booking, status: BookingStatus) => void;
}

/** A branch's week, Monday to Sunday, with each booking as a block in time order. */
export function WeekView(props: WeekViewProps) {
  const { branches, branchId, onBranch, week, onWeek, pending, onMove } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const days = weekDays(week);
  const chosen = branchId || branches[0]?.id || '';
  // A week of one branch fits the API's largest page.
  const query = useBookings(
    { page: 1, limit: 100, branchId: chosen, from: days[0], to: days[6] },
    chosen !== '',
  );
  const [open, setOpen] = useState<Booking | null>(null);
  const today = todayInNairobi();
  const shown = open ? (query.data?.items.find((item) => item.id === open.id) ?? open) : null;

  return (
    <div>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor={`${id}-branch`}>
            {t('bookings.fields.branch')}
          </label>
          <select
            id={`${id}-branch`}
            className="form-select form-select-sm"
            value={chosen}
            onChange={(event) => onBranch(event.target.value)}
          >
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </div>
        <div className="btn-group btn-group-sm ms-auto">
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('bookings.week.previous')}
            onClick={() => onWeek(addDays(week, -7))}
          >
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => onWeek('')}>
            {t('bookings.week.this')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('bookings.week.next')}
            onClick={() => onWeek(addDays(week, 7))}
          >
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        </div>
      </div>
      <h3 className="h6" aria-live="polite">
        {t('bookings.week.range', {
          from: formatDay(days[0] ?? week, i18n.language),
          to: formatDay(days[6] ?? week, i18n.language),
        })}
      </h3>
      {chosen === '' ? (
        <p className="text-body-secondary">{t('bookings.week.noBranch')}</p>
      ) : (
        <QueryStatus query={query}>
          {({ items }) => (
            <ol className="booking-week" aria-label={t('bookings.week.title')}>
              {days.map((day) => {
                const ofDay = items
                  .filter((item) => nairobiDay(item.startsAt) === day)
                  .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
                return (
                  <li
                    key={day}
                    className={`booking-week-day ${day === today ? 'is-today' : ''}`}
                    aria-label={formatDay(day, i18n.language, true)}
                  >
                    <div className="fw-semibold small mb-1" aria-hidden="true">
                      {formatDay(day, i18n.language)}
                    </div>
                    {ofDay.length === 0 ? (
                      <p className="small text-body-secondary mb-0">{t('bookings.week.none')}</p>
                    ) : (
                      ofDay.map((item) => (
                        <button
                          key={item.id}
                          type="button"
                          className="booking-block"
                          data-status={item.status}
                          onClick={() => setOpen(item)}
                        >
                          <span className="d-block fw-semibold">
                            {formatTime(item.startsAt, i18n.language)}–
                            {formatTime(item.endsAt, i18n.language)}
                          </span>
                          <span className="d-block">{item.memberName}</span>
                          <span className="d-block text-body-secondary">
                            {item.serviceName} · {t(`bookings.status.${item.status}`)}
                          </span>
                        </button>
                      ))
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </QueryStatus>
      )}
      <BookingDialog
        booking={shown}
        pending={pending}
        onHide={() => setOpen(null)}
        onMove={(booking, status) => {
          setOpen(null);
          onMove(booking, status);
        }}
      />
    </div>
  );
}
