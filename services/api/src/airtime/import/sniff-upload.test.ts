import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '@pamoja/server-kit/errors';
import { MAX_UNPACKED_BYTES, sniffUpload } from './sniff-upload';
import { storedZip, xlsxBuffer } from './test-fixtures';

function refusal(buffer: Buffer): AppError {
  try {
    sniffUpload(buffer);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the upload was accepted');
}

const CSV = 'name,phone,amount\nWanjiru Kamau,0712345678,100\n';

describe('sniffUpload', () => {
  it('takes a real XLSX workbook as xlsx', async () => {
    expect(sniffUpload(await xlsxBuffer([['name', 'phone', 'amount']]))).toEqual({
      format: 'xlsx',
    });
  });

  it('takes UTF-8 text as csv and strips the BOM', () => {
    expect(sniffUpload(Buffer.from(`\uFEFF${CSV}`, 'utf8'))).toEqual({ format: 'csv', text: CSV });
    const accented = 'name,phone,amount\nNjoroge Wambũi,0712345678,100\n';
    expect(sniffUpload(Buffer.from(accented, 'utf8'))).toEqual({ format: 'csv', text: accented });
  });

  it('refuses a docx and a plain zip, whatever their name', () => {
    const docx = storedZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' });
    const zip = storedZip({ 'members.csv': CSV });
    for (const file of [docx, zip]) {
      const error = refusal(file);
      expect(error.statusCode).toBe(415);
      expect(error.code).toBe('UNSUPPORTED_FILE_TYPE');
      expect(error.message).toMatch(/^The file is not a CSV or XLSX file\./);
    }
  });

  it('refuses a ZIP header without a readable central directory', () => {
    expect(
      refusal(Buffer.from('PK\x03\x04[Content_Types].xml xl/workbook.xml', 'latin1')).code,
    ).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses a legacy .xls and says to save it as .xlsx or .csv', () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504, 0x41),
    ]);
    const error = refusal(ole);
    expect(error.statusCode).toBe(415);
    expect(error.message).toContain('.xlsx');
    expect(error.message).toContain('CSV');
    expect(error.message).not.toMatch(/^The file is not a CSV/);
  });

  it.each([
    ['a PNG', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(32, 1)])],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1')],
    ['random bytes', randomBytes(4096)],
    ['text with a NUL byte', Buffer.from('name,phone,amount\n\0\n', 'latin1')],
    [
      'invalid UTF-8 (Latin-1 é)',
      Buffer.from('name,phone,amount\nRen\xe9,0712345678,100\n', 'latin1'),
    ],
    ['UTF-16 without a BOM', Buffer.from(CSV, 'utf16le')],
  ])('refuses %s as not a CSV or XLSX file', (_what, file) => {
    const error = refusal(file);
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/^The file is not a CSV or XLSX file\./);
  });

  it('refuses UTF-16 "Unicode Text" with a hint to save it as CSV UTF-8', () => {
    const error = refusal(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CSV, 'utf16le')]));
    expect(error.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect(error.message).toContain('CSV UTF-8');
  });

  it.each([
    ['0 bytes', Buffer.alloc(0)],
    ['only a BOM', Buffer.from('\uFEFF', 'utf8')],
    ['only whitespace', Buffer.from(' \r\n\t\n  ', 'utf8')],
  ])('calls a file with %s empty', (_what, file) => {
    const error = refusal(file);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('EMPTY_FILE');
  });

  it('refuses a workbook that says it unpacks to more than 100 MB (413), before inflating it', async () => {
    const workbook = await xlsxBuffer([['name', 'phone', 'amount']]);
    const entry = workbook.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(entry).toBeGreaterThan(0);
    workbook.writeUInt32LE(MAX_UNPACKED_BYTES + 1, entry + 24);
    expect(() => sniffUpload(workbook)).toThrowError(
      expect.objectContaining({ statusCode: 413, code: 'FILE_TOO_LARGE' }),
    );
  });
});
