import type { TFunction } from 'i18next';

/** "45 min" or "2 h 15 min": how long a course or lesson takes. */
export function formatMinutes(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('learning.time.minutes', { count: rest });
  if (rest === 0) return t('learning.time.hours', { count: hours });
  return t('learning.time.hoursMinutes', { hours, minutes: rest });
}
