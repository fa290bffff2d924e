import { memo, useCallback, useEffect, useMemo, useRef } from 'react'
import { AgGridReact } from 'ag-grid-react'
import type {
  CellFocusedEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  IRowNode,
  PostSortRowsParams,
  RowClassParams,
  SortChangedEvent,
} from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { BoardLayout } from '../../../../src-shared/schemas/settings'
import { readCspNonce } from '../../../lib/csp'
import { boardTermsVi, useStrings } from '../../../i18n/strings'
import { allColumnIds } from '../lib/column-presets'
import { buildColumnDefs } from '../lib/columns'
import type { VolumeUnit } from '../lib/format'
import { pinnedFirst } from '../lib/pinned-sort'
import type { BoardFeed } from '../hooks/use-board-feed'
import { boardThemes } from './grid-setup'
import './board.css'

// Module-level constants are the strongest memoisation there is: the grid sees the same objects for
// its whole life, so it never rebuilds columns or restyles (the usual cause of flicker under
// streaming updates).
const styleNonce = readCspNonce()
const nonceProps = styleNonce === undefined ? {} : { styleNonce }

const defaultColDef: ColDef<TickerRow> = {
  sortable: true,
  resizable: true,
  suppressMovable: true,
  suppressHeaderMenuButton: true,
  // Types are known; inferring them per column costs time at first render for nothing.
  cellDataType: false,
}

const getRowId = (p: GetRowIdParams<TickerRow>): string => p.data.symbol

export interface PriceBoardProps {
  readonly attachGrid: BoardFeed['attachGrid']
  readonly detachGrid: BoardFeed['detachGrid']
  /** Shows the grid's loading overlay until the first snapshot. */
  readonly loading: boolean
  readonly theme?: 'dark' | 'light'
  readonly volumeUnit?: VolumeUnit
  readonly hiddenColumns?: readonly string[]
  readonly sort?: BoardLayout['sort']
  readonly quickFilter?: string
  readonly pinned?: readonly string[]
  /** The symbol a linked window selected: its row is marked. */
  readonly linkedSymbol?: string | null
  readonly onApi?: (api: GridApi<TickerRow> | null) => void
  readonly onSortChange?: (sort: BoardLayout['sort']) => void
  readonly onFocusSymbol?: (symbol: string) => void
}

const noHidden: readonly string[] = []
const noPinned: readonly string[] = []

/**
 * The grid of a price board. Rows arrive through `attachGrid`, never through props, and the
 * component is memoised on stable props, so status changes elsewhere never re-render the grid.
 * Layout props (hidden columns, sort, pinned rows) are applied through the grid's api when they
 * change, never by rebuilding the column definitions.
 */
export const PriceBoard = memo(function PriceBoard(props: PriceBoardProps) {
  const { attachGrid, detachGrid, loading, onApi, onSortChange, onFocusSymbol } = props
  const theme = props.theme ?? 'dark'
  const volumeUnit = props.volumeUnit ?? 1
  const hidden = props.hiddenColumns ?? noHidden
  const pinned = props.pinned ?? noPinned
  const linked = props.linkedSymbol ?? null
  const strings = useStrings()
  const apiRef = useRef<GridApi<TickerRow> | null>(null)
  const pinnedRef = useRef(pinned)
  const linkedRef = useRef(linked)
  const sortRef = useRef(props.sort ?? null)

  const columnDefs = useMemo(
    () => buildColumnDefs({ strings: strings.board, termsVi: boardTermsVi, volumeUnit }),
    [strings, volumeUnit],
  )

  const applyHidden = useCallback((api: GridApi<TickerRow>, ids: readonly string[]) => {
    const hide = new Set(ids)
    api.setColumnsVisible(
      allColumnIds.filter((c) => !hide.has(c)),
      true,
    )
    api.setColumnsVisible(
      allColumnIds.filter((c) => hide.has(c) && c !== 'symbol'),
      false,
    )
  }, [])

  const applySort = useCallback((api: GridApi<TickerRow>, sort: BoardLayout['sort']) => {
    api.applyColumnState({
      state: sort ? [{ colId: sort.colId, sort: sort.dir }] : [],
      defaultState: { sort: null },
    })
  }, [])

  const onGridReady = useCallback(
    (e: GridReadyEvent<TickerRow>) => {
      apiRef.current = e.api
      applyHidden(e.api, hidden)
      applySort(e.api, sortRef.current)
      attachGrid(e.api)
      onApi?.(e.api)
    },
    // The first values only: later changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attachGrid, onApi],
  )

  const onPreDestroyed = useCallback(() => {
    apiRef.current = null
    onApi?.(null)
    detachGrid()
  }, [detachGrid, onApi])

  useEffect(() => {
    if (apiRef.current) applyHidden(apiRef.current, hidden)
    // Also after a language change rebuilt the column definitions.
  }, [hidden, applyHidden, columnDefs])

  useEffect(() => {
    const sort = props.sort ?? null
    if (JSON.stringify(sort) === JSON.stringify(sortRef.current)) return
    sortRef.current = sort
    if (apiRef.current) applySort(apiRef.current, sort)
  }, [props.sort, applySort])

  useEffect(() => {
    pinnedRef.current = pinned
    const api = apiRef.current
    if (!api) return
    api.refreshClientSideRowModel('sort')
    api.redrawRows()
  }, [pinned])

  useEffect(() => {
    linkedRef.current = linked
    const api = apiRef.current
    if (!api) return
    api.redrawRows()
    if (linked) {
      const node = api.getRowNode(linked)
      if (node) api.ensureNodeVisible(node, 'middle')
    }
  }, [linked])

  const postSortRows = useCallback((p: PostSortRowsParams<TickerRow>) => {
    pinnedFirst(p.nodes, (n: IRowNode<TickerRow>) => n.data?.symbol, pinnedRef.current)
  }, [])

  const getRowClass = useCallback((p: RowClassParams<TickerRow>): string[] => {
    const symbol = p.data?.symbol
    const classes: string[] = []
    if (symbol !== undefined && pinnedRef.current.includes(symbol)) classes.push('row-pinned')
    if (symbol !== undefined && symbol === linkedRef.current) classes.push('row-linked')
    return classes
  }, [])

  const handleSortChanged = useCallback(
    (e: SortChangedEvent<TickerRow>) => {
      const sorted = e.api.getColumnState().find((c) => c.sort)
      const sort = sorted?.sort ? { colId: sorted.colId, dir: sorted.sort } : null
      sortRef.current = sort
      onSortChange?.(sort)
    },
    [onSortChange],
  )

  const handleCellFocused = useCallback(
    (e: CellFocusedEvent<TickerRow>) => {
      if (e.rowIndex === null || e.rowPinned) return
      const symbol = e.api.getDisplayedRowAtIndex(e.rowIndex)?.data?.symbol
      if (symbol !== undefined) onFocusSymbol?.(symbol)
    },
    [onFocusSymbol],
  )

  return (
    <div className="board-grid" data-testid="price-board" aria-label={strings.board.gridLabel}>
      <AgGridReact<TickerRow>
        {...nonceProps}
        theme={boardThemes[theme]}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={getRowId}
        onGridReady={onGridReady}
        onGridPreDestroyed={onPreDestroyed}
        onSortChanged={handleSortChanged}
        onCellFocused={handleCellFocused}
        postSortRows={postSortRows}
        getRowClass={getRowClass}
        quickFilterText={props.quickFilter ?? ''}
        animateRows={false}
        // Flash and fade end within ~0.65 s, before the next poll of a 1 s feed: with the
        // defaults (0.5 s + 1 s) a busy board never returns to black and nothing stands out. The
        // fade is one half-strength step, not a transition (board.css says why).
        cellFlashDuration={250}
        cellFadeDuration={400}
        suppressDragLeaveHidesColumns
        tooltipShowDelay={400}
        loading={loading}
      />
    </div>
  )
})
