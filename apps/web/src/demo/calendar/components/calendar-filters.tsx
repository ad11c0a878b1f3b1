import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Calendar } from '../../mock/schemas/calendar-event-schema';
import { ALL_CALENDARS, CALENDAR_TONES, toggled } from '../lib/calendars';

interface CalendarFiltersProps {
  selected: readonly Calendar[];
  onChange: (selected: Calendar[]) => void;
  onAdd: () => void;
}

/** The left column: "Add event", then a box per calendar and "View all" over them. */
export function CalendarFilters({ selected, onChange, onAdd }: CalendarFiltersProps) {
  const { t } = useTranslation('demo-calendar');
  const all = selected.length === ALL_CALENDARS.length;
  const viewAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Some ticked, some not: "View all" says so, as a mixed box.
    if (viewAll.current) viewAll.current.indeterminate = !all && selected.length > 0;
  }, [all, selected.length]);

  return (
    <div className="calendar-sidebar">
      <button type="button" className="btn btn-primary w-100 mb-4" onClick={onAdd}>
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('add')}
      </button>
      <fieldset>
        <legend className="calendar-filters-title">{t('filters.label')}</legend>
        <div className="form-check mb-2">
          <input
            ref={viewAll}
            id="calendar-view-all"
            type="checkbox"
            className="form-check-input"
            checked={all}
            onChange={(event) => onChange(event.target.checked ? [...ALL_CALENDARS] : [])}
          />
          <label htmlFor="calendar-view-all" className="form-check-label">
            {t('filters.all')}
          </label>
        </div>
        {ALL_CALENDARS.map((calendar) => (
          <div
            key={calendar}
            className={`form-check mb-2 calendar-check-${CALENDAR_TONES[calendar]}`}
          >
            <input
              id={`calendar-filter-${calendar}`}
              type="checkbox"
              className="form-check-input"
              checked={selected.includes(calendar)}
              onChange={(event) => onChange(toggled(selected, calendar, event.target.checked))}
            />
            <label htmlFor={`calendar-filter-${calendar}`} className="form-check-label">
              {t(`calendars.${calendar}`)}
            </label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}
