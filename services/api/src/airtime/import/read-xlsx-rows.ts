import ExcelJS from 'exceljs';
import { isBlankRow, type SheetRow, type SheetRows } from './sheet-rows';
import { unsupportedFile } from './upload-errors';

/** Header and data rows of the first worksheet; a row's line is its worksheet row number. */
export async function readXlsxRows(buffer: Buffer): Promise<SheetRows> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    // A ZIP that merely names the right parts, or one cut short in transit.
    throw unsupportedFile();
  }
  const sheet = workbook.worksheets[0];
  let header: string[] | null = null;
  const rows: SheetRow[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const dense = Array.from(cells, (cell) => cell ?? '');
    if (isBlankRow(dense)) return;
    if (header === null) header = dense;
    else rows.push({ line: rowNumber, cells: dense });
  });
  return { header: header ?? [], rows };
}

/** A cell as the text a person typed or sees, never in exponent form. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value.result ?? null) as ExcelJS.CellValue);
  }
  if ('error' in value) return value.error;
  return '';
}

// Built once: toLocaleString with options builds a new formatter on every call.
const PLAIN_DIGITS = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

/**
 * Excel keeps 15 significant digits, so formula residue such as 110.00000000000001 reads as 110;
 * a phone stored as 712345678 must never turn into 7.12E+8.
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  return text.includes('e') ? PLAIN_DIGITS.format(rounded) : text;
}
