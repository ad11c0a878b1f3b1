import { FILE_IMAGE_MAX_BYTES } from '@pamoja/contract/files';

/** The pictures the server takes (it checks the bytes again: this only saves a useless upload). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export type ImageProblem = 'type' | 'size';

/** Why a chosen file cannot be a product picture, or null when it may be uploaded. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > FILE_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** "2.4 MB", "830 kB": what a size problem tells the reader. */
export function sizeText(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const format = (value: number, unit: string) =>
    `${value.toLocaleString(language, { maximumFractionDigits: 1 })} ${unit}`;
  return megabytes >= 1 ? format(megabytes, 'MB') : format(bytes / 1024, 'kB');
}
