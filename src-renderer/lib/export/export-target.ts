import { useEffect, useRef } from 'react'
import { toCsv, type CsvColumn } from './csv'

/**
 * What "Export to CSV" exports in this window: the table the window shows (the board, the blotter,
 * the matched trades, the portfolio, the screener's results). A window registers each table with
 * `useCsvExport`; the palette's and the menu's one command exports each of them to its own file
 * (the account window shows the portfolio and the matched trades at once).
 */
export interface CsvExportTarget {
  /** File name stem: `board-VN30`, `blotter`, `screener`. */
  name: string
  /** The CSV text now (with BOM), headers in the UI language. */
  csv(): string
}

const targets: CsvExportTarget[] = []

/** The tables this window shows now, in the order they appeared. */
export function csvTargets(): readonly CsvExportTarget[] {
  return [...targets]
}

export function registerCsvTarget(target: CsvExportTarget): () => void {
  targets.push(target)
  return () => {
    const at = targets.indexOf(target)
    if (at >= 0) targets.splice(at, 1)
  }
}

/** Registers the table a component shows, read at export time (the latest rows and headers). */
export function useCsvExport<Row>(
  name: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): void {
  const latest = useRef({ columns, rows })
  useEffect(() => {
    latest.current = { columns, rows }
  })
  useEffect(
    () => registerCsvTarget({ name, csv: () => toCsv(latest.current.columns, latest.current.rows) }),
    [name],
  )
}
