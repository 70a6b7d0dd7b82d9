/** What a CSV cell can hold. Empty: `null`/`undefined`. A date is written as its ISO 8601 instant. */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** One column of an export: its header, and how an item fills it. */
export interface CsvColumn<Item> {
  readonly header: string;
  readonly cell: (item: Item) => CsvCell;
}

/**
 * Written first so Excel reads the file as UTF-8 (without it Excel on Windows guesses the ANSI code page
 * and "Zoë" becomes "ZoÃ«"). CSV parsers skip it (csv-parse `bom: true`, Python `utf-8-sig`, LibreOffice).
 */
export const CSV_BOM = '\uFEFF';

/** RFC 4180 line end. */
export const CSV_LINE_END = '\r\n';

// A spreadsheet (Excel, LibreOffice Calc, Google Sheets) reads a cell starting with one of these as a
// formula: =, +, - and @ start one; a leading tab or carriage return is dropped on import and can hide
// one (OWASP "CSV Injection"); ASVS 5 (1.2.10) adds the null character.
const FORMULA_START = /^[=+\-@\t\r\0]/;
// RFC 4180 §2.6: a field holding a comma, a double quote or a line break is quoted. A semicolon too: Excel in
// locales whose list separator is ";" (most of Europe) splits an unquoted cell on it, so "Sam;=1+1" would
// become a second cell starting with "=".
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * Text a spreadsheet shows as text, never runs as a formula: a leading `'` before a formula's first
 * character (OWASP CSV injection). Spreadsheets hide the quote; plain-text readers see it.
 */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const textOf = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  // Text can carry a formula; numbers and booleans are ours, and a number such as -3 is no formula.
  return typeof cell === 'string' ? neutraliseFormula(cell) : String(cell);
};

/** One cell as RFC 4180 writes it: neutralised, then quoted (quotes doubled) when it holds a separator, a quote or a line break. */
export function csvField(cell: CsvCell): string {
  const text = textOf(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record: its fields, comma-separated, ended by CRLF. */
export const csvRecord = (cells: readonly CsvCell[]): string => cells.map(csvField).join(',') + CSV_LINE_END;

/**
 * A whole CSV document as text chunks, for streaming: the BOM and the header record first, then one chunk
 * per batch of items, so memory holds one batch at a time, however long the list.
 */
export async function* csvChunks<Item>(columns: readonly CsvColumn<Item>[], batches: AsyncIterable<readonly Item[]> | Iterable<readonly Item[]>): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(columns.map((column) => column.header));
  for await (const batch of batches) {
    if (batch.length) yield batch.map((item) => csvRecord(columns.map((column) => column.cell(item)))).join('');
  }
}
