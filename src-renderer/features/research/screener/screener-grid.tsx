import {
  ClientSideRowModelApiModule,
  CellStyleModule,
  ClientSideRowModelModule,
  createGrid,
  LocaleModule,
  ModuleRegistry,
  type GridApi,
  type GridOptions,
} from 'ag-grid-community'
import { useEffect, useRef } from 'react'
import type { ScreenerRow } from '../../../../src-shared/schemas/research/stocks'
import { boardThemes } from '../../../lib/grid-themes'
import type { ColDef } from 'ag-grid-community'
import { readCspNonce } from '../../../lib/csp'
import { registerCsvTarget } from '../../../lib/export/export-target'
import { gridCsv } from '../../../lib/export/grid-csv'

// What this grid uses (rows held here, cell classes for the price colours, its overlay words in the
// UI's language); registering twice is harmless, so the screener does not depend on the board's.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  CellStyleModule,
  LocaleModule,
])

/**
 * The screen's rows in ag-grid (the board's look and modules), keyed by symbol. Enter on a row, or a
 * double click, opens that symbol's detail; arrow keys move as on the board.
 */
export function ScreenerGrid(props: {
  readonly rows: readonly ScreenerRow[]
  readonly columns: ColDef<ScreenerRow>[]
  readonly theme: 'dark' | 'light'
  readonly label: string
  readonly onOpen: (symbol: string) => void
  /** The grid's own words (its empty overlay) in the UI language: ag-grid's defaults are English. */
  readonly gridWords: { readonly noRowsToShow: string; readonly loadingOoo: string }
  /** When the rows were fetched: set on the grid once they are in it (the screen bench waits on it). */
  readonly updatedAt: number
}) {
  const host = useRef<HTMLDivElement>(null)
  const api = useRef<GridApi<ScreenerRow> | null>(null)
  const open = useRef(props.onOpen)
  const gridWords = useRef(props.gridWords)
  useEffect(() => {
    open.current = props.onOpen
  }, [props.onOpen])

  useEffect(() => {
    const el = host.current
    if (el === null) return
    // The grid's theme is a <style> it injects: under the app's CSP it needs the page's nonce.
    const styleNonce = readCspNonce()
    const options: GridOptions<ScreenerRow> = {
      theme: boardThemes.dark,
      ...(styleNonce === undefined ? {} : { styleNonce }),
      localeText: { ...gridWords.current },
      columnDefs: [],
      rowData: [],
      getRowId: (p) => p.data.symbol,
      suppressCellFocus: false,
      onRowDoubleClicked: (e) => {
        if (e.data) open.current(e.data.symbol)
      },
      onCellKeyDown: (e) => {
        const key = (e.event as KeyboardEvent | null | undefined)?.key
        if (key === 'Enter' && e.data) open.current(e.data.symbol)
      },
    }
    const grid = createGrid(el, options)
    api.current = grid
    // Export to CSV (palette, File menu) exports the screener's results (lib/export).
    const stopExport = registerCsvTarget({ name: 'screener', csv: () => gridCsv(grid) })
    return () => {
      stopExport()
      api.current?.destroy()
      api.current = null
    }
  }, [])

  useEffect(() => {
    api.current?.setGridOption('theme', boardThemes[props.theme])
  }, [props.theme])
  useEffect(() => {
    api.current?.setGridOption('columnDefs', props.columns)
  }, [props.columns])
  useEffect(() => {
    api.current?.setGridOption('rowData', [...props.rows])
    if (host.current !== null) host.current.dataset.updated = String(props.updatedAt)
  }, [props.rows, props.updatedAt])

  return <div ref={host} className="sc-grid" role="region" aria-label={props.label} data-testid="sc-grid" />
}
