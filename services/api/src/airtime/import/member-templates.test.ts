import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { memberTemplate } from './member-templates';
import { parseMemberUpload } from './parse-member-upload';

describe('memberTemplate', () => {
  it.each(['csv', 'xlsx'] as const)(
    'builds a %s template that parses back to 2 valid rows',
    async (format) => {
      const template = await memberTemplate(format);
      const parsed = await parseMemberUpload(template.body);
      expect(parsed.format).toBe(format);
      expect(parsed.rows).toBe(2);
      expect(parsed.rejected).toEqual([]);
      expect(parsed.valid).toEqual([
        { line: 2, name: 'Wanjiru Kamau', phoneNumber: '254712345678', amount: 10_000n },
        { line: 3, name: 'Otieno Ochieng', phoneNumber: '254722345678', amount: 25_000n },
      ]);
    },
  );

  it('names and types the files', async () => {
    expect(await memberTemplate('csv')).toMatchObject({
      contentType: 'text/csv; charset=utf-8',
      fileName: 'airtime-group-template.csv',
    });
    expect(await memberTemplate('xlsx')).toMatchObject({
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: 'airtime-group-template.xlsx',
    });
  });

  it('writes a CSV with a BOM so Excel reads it as UTF-8', async () => {
    const text = (await memberTemplate('csv')).body.toString('utf8');
    expect(text).toBe(
      '\uFEFFname,phone,amount\r\nWanjiru Kamau,0712345678,100\r\nOtieno Ochieng,0722345678,250\r\n',
    );
  });

  it('formats the XLSX phone column as text so the leading 0 stays', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await memberTemplate('xlsx')).body as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('B2').value).toBe('0712345678');
    expect(sheet?.getCell('B2').numFmt).toBe('@');
    expect(sheet?.getColumn(2).numFmt).toBe('@');
  });
});
