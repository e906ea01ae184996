/**
 * Where a spreadsheet may start a cell (CWE-1236): the value's start, and just after a character some spreadsheet
 * splits cells or rows on when it guesses the separator (comma, semicolon, tab, line break). From there, after any
 * spaces, one of these characters makes it read a formula: = + - @, tab, CR, and the full-width ＝ ＋ － ＠ that some
 * spreadsheets fold to them.
 */
const FORMULA_AT_CELL_START = /(?<=^|[,;\t\r\n])(?=[ \u00A0\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * The value as text a spreadsheet shows as it is: an apostrophe goes before each place a formula could start (OWASP's
 * advice; spreadsheets hide it and show the rest, so a phone "+1 555…" still reads "+1 555…").
 */
export function neutralizeFormula(value: string): string {
  return value.replace(FORMULA_AT_CELL_START, "'");
}

/** One RFC 4180 field, always quoted (quotes doubled), so no separator or line break inside it can split it. */
export function csvField(value: string | number | boolean | null | undefined): string {
  const text = neutralizeFormula(value === null || value === undefined ? '' : String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

/** RFC 4180: CRLF after every record, the header first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
