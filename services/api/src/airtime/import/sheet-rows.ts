/** One data row of an upload, as text cells, with the line a person sees in their editor. */
export interface SheetRow {
  line: number;
  cells: string[];
}

/** What a reader hands the checker: the first non-blank row as header, the rest as data. */
export interface SheetRows {
  header: string[];
  rows: SheetRow[];
}

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
