import Papa from 'papaparse';
import { isBlankRow, type SheetRow, type SheetRows } from './sheet-rows';

/** Excel writes `;` where the decimal separator is a comma, and "Unicode Text" is tab-separated. */
const DELIMITERS = [',', ';', '\t'];

/**
 * Header and data rows of CSV text. Line numbers follow the file as an editor shows it, so blank
 * lines and quoted cells that span lines still leave later rows on the right line.
 */
export function readCsvRows(text: string): SheetRows {
  let header: string[] | null = null;
  const rows: SheetRow[] = [];
  let line = 1;
  let consumed = 0;
  let linebreak = '\n';

  Papa.parse<string[]>(text, {
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: false,
    step: (result) => {
      const cells = result.data;
      const rowLine = line;
      linebreak = result.meta.linebreak || linebreak;
      line += countOccurrences(text, linebreak, consumed, result.meta.cursor);
      consumed = result.meta.cursor;
      if (isBlankRow(cells)) return;
      if (header === null) header = cells;
      else rows.push({ line: rowLine, cells });
    },
  });
  return { header: header ?? [], rows };
}

function countOccurrences(text: string, needle: string, from: number, to: number): number {
  let count = 0;
  for (
    let at = text.indexOf(needle, from);
    at !== -1 && at < to;
    at = text.indexOf(needle, at + needle.length)
  ) {
    count += 1;
  }
  return count;
}
