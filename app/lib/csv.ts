/** CSV files for spreadsheets (RFC 4180), safe to open in Excel, Numbers or LibreOffice. */

/** UTF-8's byte-order mark: without it Excel reads UTF-8 as the local code page and shows ₱ and accents as garbage. */
export const CSV_BOM = '\uFEFF'

export type CsvCell = string | number | null | undefined

/**
 * A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return, which some strip before looking) as
 * a formula: a guest named '=HYPERLINK(...)' must stay text. Such text gets a leading apostrophe (OWASP's advice).
 * Numbers are written as numbers, so a negative amount stays a number.
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = neutralised(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line of a CSV file, ended by CRLF as RFC 4180 asks. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cell).join(',')}\r\n`
}

/** A whole CSV file: the byte-order mark, the header line, then a line per row. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('')
}
