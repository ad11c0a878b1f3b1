import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Test files: tiny but valid images and PDFs, and things that must be refused. */

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 red PNG, built chunk by chunk with real CRCs. */
export const tinyPng = (() => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0xc0, 0x39, 0x2b]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
})();

/** A 2×2 baseline JPEG (JFIF). */
export const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
  'base64',
);

/** A 1×1 lossless WebP. */
export const tinyWebp = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/**
 * A one-page PDF with a correct cross-reference table; `padding` bytes of comment make it as
 * large as a test needs.
 */
export function pdfOf(padding = 0): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const head = Buffer.from(`%PDF-1.4\n%${'x'.repeat(Math.max(0, padding - 2))}\n`, 'latin1');
  const parts: Buffer[] = [padding > 0 ? head : Buffer.from('%PDF-1.4\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

export const tinyPdf = pdfOf();

/** A PDF of exactly `size` bytes (the comment line absorbs the difference). */
export function pdfOfSize(size: number): Buffer {
  let pdf = pdfOf(size - pdfOf(2).length + 2);
  // `startxref` grows by a digit or two with the padding: take the difference off once more.
  if (pdf.length !== size) pdf = pdfOf(size - pdfOf(2).length + 2 - (pdf.length - size));
  return pdf;
}

/** Starts with the PNG signature, then zeros up to `size` bytes: detected as a PNG. */
export const pngOfSize = (size: number) =>
  Buffer.concat([tinyPng, Buffer.alloc(size - tinyPng.length)]);

export const htmlPage = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
/** The first bytes of a Windows executable (MZ header) and of a Linux one (ELF). */
export const windowsExecutable = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000', 'hex'),
  Buffer.alloc(200),
]);
export const linuxExecutable = Buffer.concat([
  Buffer.from('7f454c46020101000000000000000000', 'hex'),
  Buffer.alloc(200),
]);
export const plainText = Buffer.from('name,phone\nWanjiru,0712345678\n');

export interface Part {
  field?: string;
  /** Omitted: a plain form field rather than a file. */
  fileName?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body of the given parts, as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----pamoja${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.flatMap((part) => {
    const name = part.field ?? 'file';
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${name}"`
        : `form-data; name="${name}"; filename="${part.fileName}"`;
    const type =
      part.fileName === undefined
        ? ''
        : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ];
  });
  const body = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
