/**
 * CSV as Excel reads it right: UTF-8 with a byte-order mark (without it Excel shows Vietnamese as
 * mojibake), CRLF line ends, every field quoted when it must be, and numbers written raw — no
 * thousands separators, no rounding, no units — so a spreadsheet can compute with them.
 */
export const BOM = '\uFEFF'

export type CsvCell = string | number | boolean | null | undefined

export interface CsvColumn<Row> {
  /** Already in the UI's language (the window's own strings). */
  header: string
  value: (row: Row) => CsvCell
}

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  const text = String(value)
  // A leading = + - @ would be run as a formula by a spreadsheet: quoted and prefixed, as OWASP advises.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','))
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** `board-VN30-2026-11-26.csv`: what, and the day (the trader's files pile up by day). */
export function exportFileName(what: string, at: Date, extension = 'csv'): string {
  const day = at.toISOString().slice(0, 10)
  return `${what.replace(/[^\p{L}\p{N}_-]+/gu, '-')}-${day}.${extension}`
}
