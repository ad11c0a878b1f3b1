import ExcelJS from 'exceljs';
import { AIRTIME_IMPORT_MAX_ROWS, AIRTIME_LIMITS } from '@pamoja/contract/airtime';

/** Distinct valid rows: 0710000000, 0710000001, … and amounts spread over KES 10–10,000. */
function benchRow(i: number): [string, string, number] {
  const span = AIRTIME_LIMITS.max - AIRTIME_LIMITS.min + 1;
  return [
    `Member ${i + 1}`,
    `07${String(10_000_000 + i).padStart(8, '0')}`,
    AIRTIME_LIMITS.min + ((i * 37) % span),
  ];
}

/** A full-size CSV upload (default: the row limit) for the bench script and tests. */
export function buildBenchCsv(rows = AIRTIME_IMPORT_MAX_ROWS): Buffer {
  const lines = ['name,phone,amount'];
  for (let i = 0; i < rows; i += 1) lines.push(benchRow(i).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same rows as an XLSX workbook, phones stored as text the way the template asks. */
export async function buildBenchXlsx(rows = AIRTIME_IMPORT_MAX_ROWS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Members');
  sheet.addRow(['name', 'phone', 'amount']);
  for (let i = 0; i < rows; i += 1) sheet.addRow(benchRow(i));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
