import { useEffect, useRef } from 'react'
import { toCsv, type CsvColumn } from './csv'

/**
 * What "Export to CSV" exports in this window: the table the window shows (the board, the blotter,
 * the matched trades, the portfolio, the screener's results). A window registers its table with
 * `useCsvExport`; the palette's and the menu's one command exports whichever is registered last.
 */
export interface CsvExportTarget {
  /** File name stem: `board-VN30`, `blotter`, `screener`. */
  name: string
  /** The CSV text now (with BOM), headers in the UI language. */
  csv(): string
}

const targets: CsvExportTarget[] = []

export function currentCsvTarget(): CsvExportTarget | undefined {
  return targets.at(-1)
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
