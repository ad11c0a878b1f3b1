import { saveDownload } from '../../../shared/files/save-download';

/** A table read from a file or written to one: its column names and its rows as text. */
export interface Sheet {
  columns: string[];
  rows: Record<string, string>[];
}

export type SheetFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Both libraries load when a file is read or written, not with the page: exceljs alone is
// about 250 kB gzip.
const loadPapa = async () => (await import('papaparse')).default;
const loadExcel = async () => (await import('exceljs')).default;

export function formatOf(fileName: string): SheetFormat | undefined {
  const extension = fileName.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

export async function parseCsv(text: string): Promise<Sheet> {
  const Papa = await loadPapa();
  const result = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  return { columns: result.meta.fields ?? [], rows: result.data };
}

/** The first worksheet; its first row names the columns. */
export async function parseXlsx(data: ArrayBuffer): Promise<Sheet> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { columns: [], rows: [] };
  const columns: string[] = [];
  sheet.getRow(1).eachCell((cell, index) => {
    columns[index - 1] = cell.text.trim() || `#${index}`;
  });
  const rows: Record<string, string>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const record: Record<string, string> = {};
    columns.forEach((column, index) => {
      record[column] = row.getCell(index + 1).text;
    });
    if (Object.values(record).some((value) => value !== '')) rows.push(record);
  });
  return { columns, rows };
}

/** A blob's bytes or text, through FileReader: every browser (and jsdom) has it. */
export function readBlob(blob: Blob, as: 'text'): Promise<string>;
export function readBlob(blob: Blob, as: 'buffer'): Promise<ArrayBuffer>;
export function readBlob(blob: Blob, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** Reads a CSV or XLSX file the person picked; throws on any other kind. */
export async function readSheet(file: Blob & { name: string }): Promise<Sheet> {
  const format = formatOf(file.name);
  if (format === 'csv') return parseCsv(await readBlob(file, 'text'));
  if (format === 'xlsx') return parseXlsx(await readBlob(file, 'buffer'));
  throw new Error('unsupported');
}

export async function sheetToCsv(sheet: Sheet): Promise<string> {
  const Papa = await loadPapa();
  return Papa.unparse({
    fields: sheet.columns,
    data: sheet.rows.map((row) => sheet.columns.map((c) => row[c] ?? '')),
  });
}

export async function sheetToXlsx(sheet: Sheet, name = 'Sheet1'): Promise<Blob> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(name);
  worksheet.addRow(sheet.columns);
  worksheet.getRow(1).font = { bold: true };
  sheet.rows.forEach((row) => worksheet.addRow(sheet.columns.map((column) => row[column] ?? '')));
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_TYPE });
}

/** Writes the sheet as a download named `<fileName>.<format>`. */
export async function downloadSheet(sheet: Sheet, fileName: string, format: SheetFormat) {
  const blob =
    format === 'csv'
      ? new Blob([await sheetToCsv(sheet)], { type: 'text/csv;charset=utf-8' })
      : await sheetToXlsx(sheet);
  saveDownload(blob, `${fileName}.${format}`);
}
