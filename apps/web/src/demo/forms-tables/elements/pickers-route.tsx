import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import type { DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import './pickers.scss';

/** Month and weekday names from the browser's Intl in the reader's language (Kiswahili too). */
function useCalendarText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const long = (date: Date) => date.toLocaleDateString(language, { dateStyle: 'long' });
  return {
    long,
    formatters: {
      formatCaption: (date: Date) =>
        date.toLocaleDateString(language, { month: 'long', year: 'numeric' }),
      formatWeekdayName: (date: Date) => date.toLocaleDateString(language, { weekday: 'narrow' }),
    },
  };
}

/** `/forms/elements/pickers`: a day, a range, several days, days that cannot be picked, times. */
export function PickersRoute() {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const { long, formatters } = useCalendarText();
  const [day, setDay] = useState<Date>();
  const [range, setRange] = useState<DateRange>();
  const [days, setDays] = useState<Date[]>([]);
  const [open, setOpen] = useState<Date>();
  const [time, setTime] = useState('09:30');
  const today = new Date();
  const common = { formatters, weekStartsOn: 1 as const };

  return (
    <ShowcasePage title={t('pickers.title')} lead={t('pickers.lead')}>
      <ShowcaseCard title={t('pickers.date')}>
        <DayPicker {...common} mode="single" selected={day} onSelect={setDay} />
        <p className="small mb-0" aria-live="polite">
          {day ? t('pickers.picked', { value: long(day) }) : t('pickers.none')}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('pickers.range')}>
        <DayPicker {...common} mode="range" selected={range} onSelect={setRange} />
        <p className="small mb-0" aria-live="polite">
          {range?.from && range.to
            ? t('pickers.rangePicked', { from: long(range.from), to: long(range.to) })
            : t('pickers.none')}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('pickers.multiple')}>
        <DayPicker
          {...common}
          mode="multiple"
          selected={days}
          onSelect={(value) => setDays(value ?? [])}
        />
        <p className="small mb-0" aria-live="polite">
          {t('pickers.count', { count: days.length })}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('pickers.disabled')} description={t('pickers.disabledNote')}>
        <DayPicker
          {...common}
          mode="single"
          selected={open}
          onSelect={setOpen}
          disabled={[{ before: today }, { dayOfWeek: [0, 6] }]}
        />
        <p className="small mb-0" aria-live="polite">
          {open ? t('pickers.picked', { value: long(open) }) : t('pickers.none')}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('pickers.time')}>
        <label className="form-label" htmlFor={`${id}-time`}>
          {t('pickers.meeting')}
        </label>
        <input
          id={`${id}-time`}
          type="time"
          className="form-control picker-time"
          value={time}
          step={300}
          onChange={(event) => setTime(event.target.value)}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('pickers.dateTime')}>
        <label className="form-label" htmlFor={`${id}-dt`}>
          {t('pickers.appointment')}
        </label>
        <input id={`${id}-dt`} type="datetime-local" className="form-control picker-time" />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
