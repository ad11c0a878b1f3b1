export type Waited =
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; days: number; hours: number };

/**
 * How long money has waited since `sinceIso`, in the two largest units that matter ("3 h 20 min",
 * "2 d 4 h"); a clock a little ahead of the server's never gives a negative wait.
 */
export function waitedSince(sinceIso: string, now: Date): Waited {
  const total = Math.max(0, Math.floor((now.getTime() - Date.parse(sinceIso)) / 60_000));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return { unit: 'days', days, hours };
  if (hours > 0) return { unit: 'hours', hours, minutes };
  return { unit: 'minutes', minutes };
}

/** A day or more: the owner has been without an answer for too long. */
export const isOverdue = (waited: Waited) => waited.unit === 'days';
