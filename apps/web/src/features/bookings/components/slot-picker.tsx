import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '@pamoja/contract/bookings';
import { useAvailability } from '../api/get-availability';
import { formatTime, todayInNairobi } from '../lib/nairobi-time';
import { QueryStatus } from '../../../shared/ui/query-status';

interface SlotPickerProps {
  serviceId: string;
  branchId: string;
  date: string;
  onDate: (date: string) => void;
  /** The chosen slot's start, if any. */
  value: string | null;
  onPick: (slot: Slot | null) => void;
}

/** A day (Nairobi's calendar, from today) and its free slots as buttons with the places left. */
export function SlotPicker({ serviceId, branchId, date, onDate, value, onPick }: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const availability = useAvailability({ serviceId, branchId, date });

  return (
    <div>
      <label className="form-label" htmlFor={`${id}-day`}>
        {t('bookings.book.day')}
      </label>
      <input
        id={`${id}-day`}
        type="date"
        className="form-control booking-day"
        min={todayInNairobi()}
        value={date}
        onChange={(event) => {
          onDate(event.target.value);
          onPick(null);
        }}
      />
      {date !== '' && (
        <div className="mt-3" aria-live="polite">
          <QueryStatus query={availability}>
            {({ closed, slots }) =>
              slots.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  {t(closed ? 'bookings.book.closedDay' : 'bookings.book.noSlots')}
                </p>
              ) : (
                <div role="group" aria-label={t('bookings.book.slots')} className="booking-slots">
                  {slots.map((slot) => {
                    const full = slot.remaining <= 0;
                    const chosen = slot.startsAt === value;
                    const time = formatTime(slot.startsAt, i18n.language);
                    const places = full
                      ? t('bookings.book.full')
                      : t('bookings.book.left', { count: slot.remaining });
                    return (
                      <button
                        key={slot.startsAt}
                        type="button"
                        className={`btn btn-sm ${chosen ? 'btn-primary' : 'btn-outline-primary'}`}
                        aria-pressed={chosen}
                        aria-label={`${time}, ${places}`}
                        disabled={full}
                        onClick={() => onPick(slot)}
                      >
                        <span className="d-block fw-semibold">{time}</span>
                        <span className="d-block small">{places}</span>
                      </button>
                    );
                  })}
                </div>
              )
            }
          </QueryStatus>
        </div>
      )}
    </div>
  );
}
