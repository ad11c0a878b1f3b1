import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AIRTIME_IMPORT_COLUMNS, type AirtimeTemplateFormat } from '@pamoja/contract/airtime';

export interface MemberTemplate {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const EXAMPLE_ROWS = [
  ['Wanjiru Kamau', '0712345678', 100],
  ['Otieno Ochieng', '0722345678', 250],
] as const;
const UTF8_BOM = '\uFEFF';
const TEXT_FORMAT = '@';

/** A file to fill in: the required header and two example rows to overwrite. */
export async function memberTemplate(format: AirtimeTemplateFormat): Promise<MemberTemplate> {
  if (format === 'csv') {
    const csv = Papa.unparse(
      [[...AIRTIME_IMPORT_COLUMNS], ...EXAMPLE_ROWS.map((row) => [...row])],
      {
        newline: '\r\n',
      },
    );
    return {
      // Without the BOM, Excel opens the file as ANSI and garbles names such as "Njoroge Wambũi".
      body: Buffer.from(`${UTF8_BOM}${csv}\r\n`, 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: 'airtime-group-template.csv',
    };
  }
  return {
    body: await xlsxTemplate(),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'airtime-group-template.xlsx',
  };
}

async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'name', key: 'name', width: 30 },
    // Text, so Excel keeps the leading 0 of 0712… instead of turning it into a number.
    { header: 'phone', key: 'phone', width: 18, style: { numFmt: TEXT_FORMAT } },
    { header: 'amount', key: 'amount', width: 12 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const [name, phone, amount] of EXAMPLE_ROWS) sheet.addRow({ name, phone, amount });
  sheet.getColumn('phone').eachCell((cell) => {
    cell.numFmt = TEXT_FORMAT;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
