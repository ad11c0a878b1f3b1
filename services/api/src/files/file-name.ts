import { fileKinds, type FileContentType } from '@pamoja/contract/files';

const MAX_NAME = 120;
// Endings that already say the right kind, so `photo.JPEG` is left as the person named it.
const endings: Record<FileContentType, RegExp> = {
  'image/png': /\.png$/i,
  'image/jpeg': /\.jpe?g$/i,
  'image/webp': /\.webp$/i,
  'application/pdf': /\.pdf$/i,
};

/**
 * The name a file is stored and served under: the last path segment of what the browser sent,
 * without control characters, and ending as its real kind (a PNG sent as `scan.pdf` becomes
 * `scan.png`), so a download opens in the right program.
 */
export function storedFileName(declared: string | undefined, kind: FileContentType): string {
  const base = (declared ?? '')
    .split(/[\\/]/)
    .at(-1)!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (endings[kind].test(base) && base.length <= MAX_NAME) return base;
  const stem = base.replace(/\.[^.]*$/, '').slice(0, MAX_NAME - 6) || 'file';
  return `${stem}.${fileKinds[kind].extension}`;
}

/**
 * `Content-Disposition: inline` with the name twice: an ASCII stand-in any client reads, and the
 * exact UTF-8 name (RFC 6266 / RFC 5987) for those that understand `filename*`. Quotes,
 * backslashes and anything outside printable ASCII never reach the quoted form.
 */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
