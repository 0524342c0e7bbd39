/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, rows ended by CRLF. A text cell that
 * a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so it is shown as text; plain numbers (also negative ones) stay numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file, with a byte-order mark so spreadsheet programs read it as UTF-8. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
