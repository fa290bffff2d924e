import { memo, useEffect, useMemo, useRef } from 'react'
import {
  createGrid,
  type CellFocusedEvent,
  type ColDef,
  type ColGroupDef,
  type ColumnMovedEvent,
  type GetRowIdParams,
  type GridApi,
  type GridOptions,
  type BodyScrollEvent,
  type ColumnResizedEvent,
  type FirstDataRenderedEvent,
  type IRowNode,
  type PostSortRowsParams,
  type RowClassParams,
  type SortChangedEvent,
} from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { BoardLayout } from '../../../../src-shared/schemas/settings'
import { readCspNonce } from '../../../lib/csp'
import { dictionaryOf, useStrings } from '../../../i18n/strings'
import { allColumnIds } from '../lib/column-presets'
import { buildColumnDefs } from '../lib/columns'
import type { FuturesColumnInputs } from '../lib/futures-columns'
import type { VolumeUnit } from '../lib/format'
import { pinnedFirst } from '../lib/pinned-sort'
import { changedMarks, rowClasses } from '../lib/row-classes'
import type { BoardFeed } from '../hooks/use-board-feed'
import { createCellFlasher } from '../lib/cell-flash'
import { boardThemes } from './grid-setup'
import { registerCsvTarget } from '../../../lib/export/export-target'
import { gridCsv } from '../../../lib/export/grid-csv'
import { createTextFit } from '../lib/text-fit'
import { withTextCells } from './text-cell'
import './board.css'

// Module-level constants are the strongest memoisation there is: the grid sees the same objects for
// its whole life, so it never rebuilds columns or restyles (the usual cause of flicker under
// streaming updates).
const styleNonce = readCspNonce()

const defaultColDef: ColDef<TickerRow> = {
  sortable: true,
  resizable: true,
  // Headers can be dragged to reorder columns (saved per window); groups keep their columns together
  // (marryChildren in columns.ts) so the bid 3-2-1 / match / offer 1-2-3 layout cannot be torn apart.
  suppressHeaderMenuButton: true,
  // Types are known; inferring them per column costs time at first render for nothing.
  cellDataType: false,
}

const getRowId = (p: GetRowIdParams<TickerRow>): string => p.data.symbol

// Flash and fade end within ~0.5 s, well before the next poll of a 1 s feed: with ag-grid's defaults
// (0.5 s + 1 s) a busy board never returns to black and nothing stands out. The fade is one
// half-strength step, not a transition (board.css says why).
const FLASH_MS = 200
const FADE_MS = 300

export interface PriceBoardProps {
  readonly attachGrid: BoardFeed['attachGrid']
  readonly detachGrid: BoardFeed['detachGrid']
  /** Shows the grid's loading overlay until the first snapshot. */
  readonly loading: boolean
  readonly theme?: 'dark' | 'light'
  readonly volumeUnit?: VolumeUnit
  readonly hiddenColumns?: readonly string[]
  readonly sort?: BoardLayout['sort']
  /** Column ids in the order the user dragged them to; empty: the board's own order. */
  readonly columnOrder?: readonly string[]
  readonly quickFilter?: string
  readonly pinned?: readonly string[]
  /** The symbol a linked window selected: its row is marked. */
  readonly linkedSymbol?: string | null
  /** Symbols whose price alert fired and whose row the trader has not reached: marked. */
  readonly alertedSymbols?: ReadonlySet<string>
  readonly onApi?: (api: GridApi<TickerRow> | null) => void
  readonly onSortChange?: (sort: BoardLayout['sort']) => void
  /** The user dragged a column header: every column id, in the new order. */
  readonly onColumnOrderChange?: (order: readonly string[]) => void
  readonly onFocusSymbol?: (symbol: string) => void
  /** Given, the board shows VN30 index futures: points, contracts, alias, expiry, basis. */
  readonly futures?: FuturesColumnInputs
}

const noHidden: readonly string[] = []
const noPinned: readonly string[] = []
const noOrder: readonly string[] = []
const noAlerted: ReadonlySet<string> = new Set()

function applyHidden(api: GridApi<TickerRow>, ids: readonly string[]): void {
  const hide = new Set(ids)
  api.setColumnsVisible(
    allColumnIds.filter((c) => !hide.has(c)),
    true,
  )
  api.setColumnsVisible(
    allColumnIds.filter((c) => hide.has(c) && c !== 'symbol'),
    false,
  )
}

/** Leaf column ids of the definitions, in their own order (groups flattened). */
function leafIds(defs: readonly (ColDef<TickerRow> | ColGroupDef<TickerRow>)[]): string[] {
  return defs.flatMap((d) => ('children' in d ? leafIds(d.children) : d.colId === undefined ? [] : [d.colId]))
}

/**
 * Puts the columns in the saved order. Ids the board does not have (a futures-only column on a stock
 * board, a column of an older release) are skipped; columns the saved order does not name keep their
 * place after the named ones, in the board's own order, so a new column still shows up.
 */
function applyOrder(
  api: GridApi<TickerRow>,
  defs: readonly (ColDef<TickerRow> | ColGroupDef<TickerRow>)[],
  order: readonly string[],
): void {
  const own = leafIds(defs)
  const known = new Set(own)
  const named = order.filter((id) => known.has(id))
  const rest = own.filter((id) => !named.includes(id))
  api.applyColumnState({ state: [...named, ...rest].map((colId) => ({ colId })), applyOrder: true })
}

function applySort(api: GridApi<TickerRow>, sort: BoardLayout['sort']): void {
  api.applyColumnState({
    state: sort ? [{ colId: sort.colId, sort: sort.dir }] : [],
    defaultState: { sort: null },
  })
}

/**
 * The grid of a price board. Rows arrive through `attachGrid`, never through props, and the
 * component is memoised on stable props, so status changes elsewhere never re-render the grid.
 * Layout props (hidden columns, sort, pinned rows) are applied through the grid's api when they
 * change, never by rebuilding the column definitions.
 *
 * The grid is ag-grid's plain JavaScript grid (`createGrid`) mounted in a div, not the React
 * wrapper: AgGridReact renders every cell as a React component, so each changed value became a React
 * state update rendered in a later task (a second pass over ~550 cells a second under the whole
 * market's storm, and the new text painted a frame after its flash). The plain grid writes the
 * changed text and classes straight into the DOM inside the transaction (issue 5).
 */
export const PriceBoard = memo(function PriceBoard(props: PriceBoardProps) {
  const theme = props.theme ?? 'dark'
  const volumeUnit = props.volumeUnit ?? 1
  const hidden = props.hiddenColumns ?? noHidden
  const pinned = props.pinned ?? noPinned
  const linked = props.linkedSymbol ?? null
  const alerted = props.alertedSymbols ?? noAlerted
  const quickFilter = props.quickFilter ?? ''
  const { loading } = props
  const strings = useStrings()
  const hostRef = useRef<HTMLDivElement | null>(null)
  const apiRef = useRef<GridApi<TickerRow> | null>(null)
  const pinnedRef = useRef(pinned)
  const linkedRef = useRef(linked)
  const alertedRef = useRef(alerted)
  const sortRef = useRef(props.sort ?? null)
  const orderRef = useRef(props.columnOrder ?? noOrder)
  // The grid is created once; its callbacks read the latest props through this ref.
  const propsRef = useRef(props)
  propsRef.current = props

  // Changed cells flash through the board's flasher, not ag-grid's (lib/cell-flash.ts says why).
  const flasherRef = useRef(createCellFlasher({ flashMs: FLASH_MS, fadeMs: FADE_MS }))
  // Whether a live cell's text fits without a clip (lib/text-fit.ts); the font is read once.
  const fitRef = useRef(createTextFit())
  const columnDefs = useMemo(
    () =>
      withTextCells(
        buildColumnDefs({
          strings: strings.board,
          termsVi: dictionaryOf('vi').board,
          volumeUnit,
          futures: props.futures,
        }),
        { flasher: flasherRef.current, fit: fitRef.current },
      ),
    [strings, volumeUnit, props.futures],
  )
  // The first values are passed at creation; later changes go through the effects below.
  const initialRef = useRef({
    columnDefs,
    theme,
    hidden,
    quickFilter,
    loading,
    // ag-grid's own overlay words are English ("Loading...", "No Rows To Show"): ours instead.
    localeText: { loadingOoo: strings.feed.waiting, noRowsToShow: strings.feed.waiting },
  })

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    const initial = initialRef.current
    const flasher = flasherRef.current
    const options: GridOptions<TickerRow> = {
      ...(styleNonce === undefined ? {} : { styleNonce }),
      theme: boardThemes[initial.theme],
      columnDefs: initial.columnDefs,
      defaultColDef,
      getRowId,
      quickFilterText: initial.quickFilter,
      loading: initial.loading,
      localeText: initial.localeText,
      animateRows: false,
      // Rows drawn beyond the viewport, above and below (ag-grid's default is 10). Every rendered
      // row pays for each delta whether or not it is seen: its changed cells are refreshed, flashed
      // (three restyles) and laid out. With 10 a 1,000-px window rendered ~43 rows for ~33 seen;
      // with 2, ~35. A scroll draws the rows it brings in within its own frame
      // (suppressAnimationFrame below), so the buffer only has to cover a frame's worth of scroll.
      rowBuffer: 2,
      // For a column with a renderer of its own, which keeps ag-grid's flash (text-cell.ts).
      cellFlashDuration: FLASH_MS,
      cellFadeDuration: FADE_MS,
      suppressDragLeaveHidesColumns: true,
      // Rows drawn in full in the frame after a scroll, not cell by cell over the next frames
      // (ag-grid's default spreads row and cell creation over animation frames, up to 60 ms of it
      // each, so a jump scroll showed blank rows for several frames: issue 20, item 10).
      suppressAnimationFrame: true,
      // The symbol column stays put by an offset that follows the sideways scroll (board.css), not
      // by ag-grid 36's `position: sticky` in every row, which Chromium composites row by row (~99
      // layers in a 1,600-px window instead of 14). Rows placed by `top`, not a transform, so they
      // are not stacking contexts and the whole body paints into one layer.
      suppressRowTransform: true,
      // A live cell drops its clip only while its text fits (text-cell.ts): a resized column's
      // cells check again, with their text unchanged (no flash).
      onColumnResized: (e: ColumnResizedEvent<TickerRow>) => {
        if (e.finished && e.columns && e.columns.length > 0)
          e.api.refreshCells({ columns: e.columns, force: true })
      },
      // The first cells are made before the page holds one to read the font from, so they start
      // clipped; once drawn, they check again (later cells know the font from their start).
      onFirstDataRendered: (e: FirstDataRenderedEvent<TickerRow>) => e.api.refreshCells({ force: true }),
      onBodyScroll: (e: BodyScrollEvent<TickerRow>) => {
        if (e.direction === 'horizontal') host.style.setProperty('--board-scroll-left', `${e.left}px`)
      },
      // The headers' Vietnamese terms as the browser's own tooltip (a `title`): ag-grid's tooltips
      // give every cell a tooltip manager with its listeners, ~18 % of creating a cell, although no
      // cell has a tooltip (issue 20, item 10).
      enableBrowserTooltips: true,
      postSortRows: (p: PostSortRowsParams<TickerRow>) => {
        pinnedFirst(p.nodes, (n: IRowNode<TickerRow>) => n.data?.symbol, pinnedRef.current)
      },
      getRowClass: (p: RowClassParams<TickerRow>): string[] =>
        rowClasses(p.data?.symbol, {
          pinned: pinnedRef.current,
          linked: linkedRef.current,
          alerted: alertedRef.current,
        }),
      onSortChanged: (e: SortChangedEvent<TickerRow>) => {
        const sorted = e.api.getColumnState().find((c) => c.sort)
        const sort = sorted?.sort ? { colId: sorted.colId, dir: sorted.sort } : null
        sortRef.current = sort
        propsRef.current.onSortChange?.(sort)
      },
      onColumnMoved: (e: ColumnMovedEvent<TickerRow>) => {
        // Only the user's drags, once dropped; our own applyOrder moves columns too.
        if (!e.finished || e.source !== 'uiColumnMoved') return
        const order = e.api.getColumnState().map((c) => c.colId)
        orderRef.current = order
        propsRef.current.onColumnOrderChange?.(order)
      },
      onCellFocused: (e: CellFocusedEvent<TickerRow>) => {
        if (e.rowIndex === null || e.rowPinned) return
        const symbol = e.api.getDisplayedRowAtIndex(e.rowIndex)?.data?.symbol
        if (symbol !== undefined) propsRef.current.onFocusSymbol?.(symbol)
      },
    }
    const api = createGrid(host, options)
    apiRef.current = api
    // File → Export to CSV and the palette's command export this board (lib/export).
    const stopExport = registerCsvTarget({ name: 'board', csv: () => gridCsv(api) })
    applyHidden(api, initial.hidden)
    if (orderRef.current.length > 0) applyOrder(api, initial.columnDefs, orderRef.current)
    applySort(api, sortRef.current)
    const { attachGrid, detachGrid, onApi } = propsRef.current
    attachGrid(api)
    onApi?.(api)
    return () => {
      stopExport()
      apiRef.current = null
      onApi?.(null)
      detachGrid()
      api.destroy()
      flasher.clear()
    }
  }, [])

  useEffect(() => {
    const api = apiRef.current
    if (!api || initialRef.current.columnDefs === columnDefs) return
    initialRef.current.columnDefs = columnDefs
    api.setGridOption('columnDefs', columnDefs)
  }, [columnDefs])

  useEffect(() => {
    if (apiRef.current) applyHidden(apiRef.current, hidden)
    // Also after a language change rebuilt the column definitions.
  }, [hidden, columnDefs])

  // A saved order arriving later (another window reset it) or columns rebuilt (language, futures).
  const columnOrder = props.columnOrder ?? noOrder
  useEffect(() => {
    const api = apiRef.current
    if (!api) return
    const changed = JSON.stringify(columnOrder) !== JSON.stringify(orderRef.current)
    orderRef.current = columnOrder
    if (changed || columnOrder.length > 0) applyOrder(api, columnDefs, columnOrder)
  }, [columnOrder, columnDefs])

  useEffect(() => {
    apiRef.current?.setGridOption('theme', boardThemes[theme])
  }, [theme])

  useEffect(() => {
    apiRef.current?.setGridOption('quickFilterText', quickFilter)
  }, [quickFilter])

  useEffect(() => {
    apiRef.current?.setGridOption('loading', loading)
  }, [loading])

  useEffect(() => {
    const sort = props.sort ?? null
    if (JSON.stringify(sort) === JSON.stringify(sortRef.current)) return
    sortRef.current = sort
    if (apiRef.current) applySort(apiRef.current, sort)
  }, [props.sort])

  useEffect(() => {
    if (pinnedRef.current === pinned) return
    pinnedRef.current = pinned
    const api = apiRef.current
    if (!api) return
    // The grid's focus is a row index: keep it on the same row (the one just pinned moves to the
    // top), or the row shortcuts would act on whatever row slid into its place.
    const cell = api.getFocusedCell()
    const symbol = cell ? api.getDisplayedRowAtIndex(cell.rowIndex)?.data?.symbol : undefined
    api.refreshClientSideRowModel('sort')
    api.redrawRows()
    const node = symbol === undefined ? undefined : api.getRowNode(symbol)
    if (cell && node?.rowIndex != null && node.rowIndex !== cell.rowIndex) {
      api.ensureIndexVisible(node.rowIndex)
      api.setFocusedCell(node.rowIndex, cell.column)
    }
  }, [pinned])

  useEffect(() => {
    if (linkedRef.current === linked) return
    linkedRef.current = linked
    const api = apiRef.current
    if (!api) return
    api.redrawRows()
    if (linked) {
      const node = api.getRowNode(linked)
      if (node) api.ensureNodeVisible(node, 'middle')
    }
  }, [linked])

  useEffect(() => {
    const before = alertedRef.current
    if (before === alerted) return
    alertedRef.current = alerted
    const api = apiRef.current
    if (!api) return
    const rowNodes = changedMarks(before, alerted).flatMap((symbol) => api.getRowNode(symbol) ?? [])
    if (rowNodes.length > 0) api.redrawRows({ rowNodes })
  }, [alerted])

  return (
    <div
      className="board-grid"
      data-testid="price-board"
      aria-label={strings.board.gridLabel}
      ref={hostRef}
    />
  )
})
