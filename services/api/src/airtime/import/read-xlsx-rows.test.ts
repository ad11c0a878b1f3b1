import { describe, expect, it } from 'vitest';
import { AppError } from '@pamoja/server-kit/errors';
import { cellText, readXlsxRows } from './read-xlsx-rows';
import { storedZip, xlsxBuffer } from './test-fixtures';

describe('readXlsxRows', () => {
  it('reads the first worksheet with worksheet row numbers as lines, skipping blank rows', async () => {
    const file = await xlsxBuffer([
      ['name', 'phone', 'amount'],
      ['Wanjiru Kamau', '0712345678', 100],
      [],
      ['  Otieno  ', 722345678, 99.5],
    ]);
    expect(await readXlsxRows(file)).toEqual({
      header: ['name', 'phone', 'amount'],
      rows: [
        { line: 2, cells: ['Wanjiru Kamau', '0712345678', '100'] },
        { line: 4, cells: ['Otieno', '722345678', '99.5'] },
      ],
    });
  });

  it('fills gaps between cells with empty text', async () => {
    const file = await xlsxBuffer([
      ['name', 'phone', 'amount'],
      ['Wanjiru Kamau', null, 100],
    ]);
    expect((await readXlsxRows(file)).rows[0]?.cells).toEqual(['Wanjiru Kamau', '', '100']);
  });

  it('reads rich text, formula results and hyperlink text', async () => {
    const file = await xlsxBuffer([
      ['name', 'phone', 'amount'],
      [
        { richText: [{ text: 'Wanjiru ' }, { font: { bold: true }, text: 'Kamau ' }] },
        { text: '0712345678', hyperlink: 'tel:0712345678' },
        { formula: '50*2', result: 100, date1904: false },
      ],
    ]);
    expect((await readXlsxRows(file)).rows[0]?.cells).toEqual([
      'Wanjiru Kamau',
      '0712345678',
      '100',
    ]);
  });

  it('reads only the first worksheet', async () => {
    const file = await xlsxBuffer([['name', 'phone', 'amount']], (sheet) => {
      sheet.workbook.addWorksheet('Other').addRow(['x', 'y', 'z']);
    });
    expect(await readXlsxRows(file)).toEqual({ header: ['name', 'phone', 'amount'], rows: [] });
  });

  it('refuses a ZIP that names the workbook parts but holds no workbook', async () => {
    const fake = storedZip({ '[Content_Types].xml': 'junk', 'xl/workbook.xml': 'junk' });
    const error = await readXlsxRows(fake).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((error as AppError).message).toMatch(/^The file is not a CSV or XLSX file\./);
  });

  it('refuses a workbook cut short', async () => {
    const file = await xlsxBuffer([['name', 'phone', 'amount']]);
    const error = await readXlsxRows(file.subarray(0, file.length / 2)).catch((e: unknown) => e);
    expect((error as AppError).statusCode).toBe(415);
  });
});

describe('cellText', () => {
  it('writes numbers as plain digits, never in exponent form', () => {
    expect(cellText(712345678)).toBe('712345678');
    expect(cellText(254712345678)).toBe('254712345678');
    expect(cellText(100)).toBe('100');
    expect(cellText(99.5)).toBe('99.5');
    expect(cellText(1e21)).toBe('1000000000000000000000');
  });

  it('drops floating-point residue beyond what Excel shows', () => {
    expect(cellText(100 * 1.1)).toBe('110');
  });

  it('turns empty, boolean, date and error cells into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date('2025-03-01T00:00:00Z'))).toBe('2025-03-01');
    expect(cellText({ error: '#N/A' })).toBe('#N/A');
    expect(cellText({ formula: 'A1', date1904: false })).toBe('');
  });
});
