import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GridApi } from 'ag-grid-community'
import type { WorkstationApi } from '../../../../src-shared/bridge/api'
import type { BoardFeedSource, FeedStatus, TickerRow } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { boardProbe } from '../../../lib/perf/board-probe'
import { BoardRows, type GridSink } from '../lib/board-rows'
import { createFrameApplier } from '../lib/frame-applier'
import type { RowTransaction } from '../lib/transactions'

export interface BoardFeedState {
  /** The last status the feed reported; null until the first one. */
  readonly status: FeedStatus | null
  /** Set when the stream was refused or ended; no events follow until `resubscribe`. */
  readonly error: BridgeError | null
  readonly rowCount: number
  readonly tradingDate: string | null
  /** Whether any snapshot has arrived since subscribing. */
  readonly hasData: boolean
  /**
   * Epoch ms of the newest data (snapshot or delta). The feed re-sends its status only when the
   * state changes, so while live this, not `status.lastOkAt`, says how fresh the prices are.
   */
  readonly lastDataAt: number | null
}

export interface BoardFeed {
  readonly state: BoardFeedState
  /** Hand these to the grid; both are stable for the life of the component. */
  readonly attachGrid: (api: GridApi<TickerRow>) => void
  readonly detachGrid: () => void
  readonly resubscribe: () => void
}

const initialState: BoardFeedState = {
  status: null,
  error: null,
  rowCount: 0,
  tradingDate: null,
  hasData: false,
  lastDataAt: null,
}

/** The core's stamp of the delta being applied, for the latency probe (see lib/perf). */
let currentAt = 0

/** Rendered rows (with the grid's row buffer) whose updates go into one frame. */
const RENDERED_ROWS_PER_FRAME = 24

/**
 * Cuts a transaction for the frame applier. What costs a frame is the rows the grid has in the DOM:
 * their cells are refreshed, re-classed and flashed, then restyled and repainted. Rows off screen
 * are only data to the grid. So the first slice carries adds, removes, every off-screen update and
 * the first few rendered rows, and the remaining rendered rows follow a few per frame. Measured in
 * the storm benchmark: one ~1,400-row batch was a 130–550 ms task; sliced, frames stay near budget.
 */
export function sliceForFrames(
  tx: RowTransaction,
  isRendered: (symbol: string) => boolean,
  perFrame: number,
): RowTransaction[] {
  const offScreen: TickerRow[] = []
  const onScreen: TickerRow[] = []
  for (const row of tx.update) (isRendered(row.symbol) ? onScreen : offScreen).push(row)
  const slices: RowTransaction[] = [
    { add: tx.add, remove: tx.remove, update: offScreen.concat(onScreen.slice(0, perFrame)) },
  ]
  for (let i = perFrame; i < onScreen.length; i += perFrame) {
    slices.push({ add: [], remove: [], update: onScreen.slice(i, i + perFrame) })
  }
  return slices
}

/**
 * Transactions reach the grid through a frame applier (lib/frame-applier.ts), applied with the
 * synchronous applyTransaction at the start of successive frames instead of one ag-grid async
 * batch. Setting every row at once drops what is still queued: those rows are older.
 */
const sinkFor = (api: GridApi<TickerRow>): GridSink => {
  const applier = createFrameApplier({
    apply: (tx) => {
      if (api.isDestroyed()) return
      api.applyTransaction({ add: tx.add, update: tx.update, remove: tx.remove })
    },
  })
  const queue = (tx: RowTransaction, done?: () => void): void => {
    if (tx.update.length <= RENDERED_ROWS_PER_FRAME) {
      applier.push(tx, done)
      return
    }
    const rendered = new Set<string>()
    for (const node of api.getRenderedNodes()) if (node.id !== undefined) rendered.add(node.id)
    applier.pushSlices(
      sliceForFrames(tx, (s) => rendered.has(s), RENDERED_ROWS_PER_FRAME),
      done,
    )
  }
  return {
    setRows: (rows) => {
      applier.clear()
      api.setGridOption('rowData', rows)
    },
    apply: (tx) => {
      if (!boardProbe.active) {
        queue(tx)
        return
      }
      const at = currentAt
      const count = tx.update.length + tx.add.length
      queue(tx, () => boardProbe.applied(at, count))
    },
    dispose: () => applier.clear(),
  }
}

/**
 * Subscribes to `board.deltas` for a source and feeds the grid. Row data never goes through React
 * state: a re-render per tick is exactly what the grid's transactions avoid. React state holds only
 * what the status bar shows, and changes only when that does.
 */
export function useBoardFeed(source: BoardFeedSource, api: WorkstationApi = getWorkstation()): BoardFeed {
  const [generation, setGeneration] = useState(0)
  // State is tagged with the subscription it belongs to, so a new source or a resubscribe starts
  // from the initial state at once, without a reset inside the effect (a second render).
  const [tagged, setTagged] = useState<{ key: string; state: BoardFeedState }>({
    key: '',
    state: initialState,
  })
  const gridRef = useRef<GridApi<TickerRow> | null>(null)
  const rowsRef = useRef<BoardRows | null>(null)

  // The effect depends on the source's content, not on its identity, so a parent that builds a new
  // but equal source object each render does not resubscribe.
  const sourceKey = JSON.stringify(source)
  const subscriptionKey = `${sourceKey}#${generation}`
  const state = tagged.key === subscriptionKey ? tagged.state : initialState

  useEffect(() => {
    const params = JSON.parse(sourceKey) as BoardFeedSource
    const key = `${sourceKey}#${generation}`
    const rows = new BoardRows()
    rowsRef.current = rows
    if (gridRef.current) rows.attach(sinkFor(gridRef.current))
    const setState = (update: (s: BoardFeedState) => BoardFeedState): void =>
      setTagged((t) => ({ key, state: update(t.key === key ? t.state : initialState) }))

    const unsubscribe = api.subscribe('board.deltas', params, {
      event(event) {
        switch (event.type) {
          case 'snapshot': {
            const startedAt = performance.now()
            rows.snapshot(event.rows)
            boardProbe.snapshotSet(startedAt)
            setState((s) => ({
              ...s,
              hasData: true,
              rowCount: rows.size,
              tradingDate: event.tradingDate,
              lastDataAt: event.at,
            }))
            return
          }
          case 'delta': {
            currentAt = event.at
            boardProbe.arrived(event.at)
            rows.delta(event)
            // One state change per delta is one per poll (the core batches a poll into one delta),
            // and only the header and status line depend on it; the grid is memoised.
            setState((s) => ({
              ...s,
              rowCount: rows.size,
              lastDataAt: Math.max(event.at, s.lastDataAt ?? 0),
            }))
            return
          }
          case 'status':
            setState((s) => ({ ...s, status: event.status }))
            return
        }
      },
      error(error) {
        setState((s) => ({ ...s, error }))
      },
    })
    return () => {
      unsubscribe()
      rows.detach()
      if (rowsRef.current === rows) rowsRef.current = null
    }
  }, [api, sourceKey, generation])

  const attachGrid = useCallback((grid: GridApi<TickerRow>) => {
    gridRef.current = grid
    rowsRef.current?.attach(sinkFor(grid))
  }, [])

  const detachGrid = useCallback(() => {
    gridRef.current = null
    rowsRef.current?.detach()
  }, [])

  const resubscribe = useCallback(() => setGeneration((g) => g + 1), [])

  return useMemo(
    () => ({ state, attachGrid, detachGrid, resubscribe }),
    [state, attachGrid, detachGrid, resubscribe],
  )
}
