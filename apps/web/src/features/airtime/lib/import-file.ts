import { AIRTIME_IMPORT_MAX_BYTES } from '@pamoja/contract/airtime';

export const IMPORT_ACCEPT = '.csv,.xlsx';

export type ImportFileProblem = 'empty' | 'tooLarge' | 'wrongType';

/**
 * What the server would refuse anyway, said before a 5 MB upload is sent: the server stays the
 * judge (it sniffs the content), this only spares a slow round trip.
 */
export function importFileProblem(file: Pick<File, 'name' | 'size'>): ImportFileProblem | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > AIRTIME_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** 5242880 → "5 MB", 1536 → "1.5 KB": sizes as people say them. */
export function fileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
