const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as `YYYY-MM-DD` (the date input's value, FullCalendar's all-day form). */
export const dayText = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A local `YYYY-MM-DDTHH:mm`, the date-time input's value. */
export const dateTimeText = (date: Date) =>
  `${dayText(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** A local date from an input's value (a bare day is that day's midnight, not UTC's). */
export const localDate = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00` : value);
