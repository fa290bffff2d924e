import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GridApi } from 'ag-grid-community'
import type { WorkstationApi } from '../../../../src-shared/bridge/api'
import {
  maxViewRows,
  symbolSchema,
  type BoardFeedSource,
  type FeedStatus,
  type TickerRow,
} from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { useStream } from '../../../lib/bridge/use-stream'
import { boardProbe } from '../../../lib/perf/board-probe'
import { BoardRows, type DeltaOrigin, type GridSink } from '../lib/board-rows'
import { createFrameApplier } from '../lib/frame-applier'
import type { RowTransaction } from '../lib/transactions'
import { createViewReport, type ViewReport } from '../lib/view-report'

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

/**
 * Runs `fn` in a task after the next frame is drawn, or after 250 ms when no frame comes (a hidden
 * window draws none, and its status must still follow the data).
 */
function afterNextFrame(fn: () => void): void {
  let done = false
  const once = (): void => {
    if (done) return
    done = true
    fn()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 250)
}

/** The symbols of the rows in the grid's viewport now (the latency probe's "on screen"). */
function symbolsInView(api: GridApi<TickerRow>): Set<string> {
  const { top, bottom } = api.getVerticalPixelRange()
  const inView = new Set<string>()
  for (const node of api.getRenderedNodes()) {
    if (node.id === undefined) continue
    const rowTop = node.rowTop ?? -1
    if (rowTop >= 0 && rowTop + (node.rowHeight ?? 0) > top && rowTop < bottom) inView.add(node.id)
  }
  return inView
}

/** The symbols of the rows the grid has in the DOM now (its viewport and row buffer). */
function renderedSymbols(api: GridApi<TickerRow>): string[] {
  if (api.isDestroyed()) return []
  const drawn: string[] = []
  for (const node of api.getRenderedNodes()) if (node.id !== undefined) drawn.push(node.id)
  return drawn
}

/** The rows the grid has in the DOM now (its viewport and row buffer): ~50 of the market's 1,580. */
function drawnNow(api: GridApi<TickerRow>): (symbol: string) => boolean {
  const drawn = new Set(renderedSymbols(api))
  return (symbol) => drawn.has(symbol)
}

/** Grid events after which the rows it draws may be others: scroll and resize, sort, filter, data. */
const viewEvents = ['viewportChanged', 'modelUpdated'] as const

/** Tells the latency probe (lib/perf) which rows of a delta, or of a part of one, were queued. */
function probeQueued(api: GridApi<TickerRow>, tx: RowTransaction, from: DeltaOrigin): void {
  const changed = [...tx.update, ...tx.add].map((r) => r.symbol)
  if (from.part === 'rest') {
    boardProbe.queuedRest(from.at, changed)
    return
  }
  const inView = symbolsInView(api)
  const onScreen = changed.filter((s) => inView.has(s))
  boardProbe.queued(from.at, changed, onScreen, from.part === 'front')
}

/**
 * Transactions reach the grid through a frame applier (lib/frame-applier.ts): at the next frame the
 * rows the grid draws, at the frame after the rest, each as one synchronous applyTransaction (in a
 * frame, not in the task that brought the delta: there ag-grid's read of the body's scroll height
 * forced a whole layout, ~90 ms a delta under the storm). A front (the rows on screen, ~35) goes
 * in at once, in its own task: small enough that the forced layout costs little there. Setting
 * every row at once drops what is still queued: those rows are older.
 */
const sinkFor = (api: GridApi<TickerRow>): GridSink => {
  const applier = createFrameApplier({
    apply: (tx) => {
      if (api.isDestroyed()) return
      api.applyTransaction({ add: tx.add, update: tx.update, remove: tx.remove })
    },
    drawnNow: () => drawnNow(api),
    ...(boardProbe.active ? { onApplied: (rows: readonly TickerRow[]) => boardProbe.applied(rows) } : {}),
  })
  return {
    setRows: (rows) => {
      applier.clear()
      boardProbe.dropped()
      api.setGridOption('rowData', rows)
    },
    apply: (tx, from) => {
      // A snapshot's rows are not a delta: the probe leaves them out.
      if (boardProbe.active && from !== undefined && !api.isDestroyed()) probeQueued(api, tx, from)
      // A front holds the rows on screen: they go in now, ahead of the frame that shows them.
      if (from?.part === 'front') applier.pushNow(tx)
      else applier.push(tx)
    },
    dispose: () => {
      applier.clear()
      boardProbe.dropped()
    },
  }
}

/**
 * Subscribes to `board.deltas` for a source (through useStream) and feeds the grid. Row data never
 * goes through React state: a re-render per tick is exactly what the grid's transactions avoid.
 * React state holds only what the status bar shows, and changes only when that does.
 */
export function useBoardFeed(source: BoardFeedSource, api: WorkstationApi = getWorkstation()): BoardFeed {
  // State is tagged with the subscription it belongs to, so a new source or a resubscribe starts
  // from the initial state at once, without a reset inside an effect (a second render).
  const [tagged, setTagged] = useState<{ key: string; state: BoardFeedState }>({
    key: '',
    state: initialState,
  })
  const gridRef = useRef<GridApi<TickerRow> | null>(null)
  const rowsRef = useRef<BoardRows | null>(null)
  // The subscription's source and bridge, for the view reports sent from grid events.
  const bridgeRef = useRef({ api, source })
  useEffect(() => {
    bridgeRef.current = { api, source }
  }, [api, source])
  // The rows this board draws, told to the core so they come ahead of each whole delta. Made at
  // first use, from a grid event or the stream, never during a render.
  const reportRef = useRef<ViewReport | null>(null)
  const viewReport = useCallback((): ViewReport => {
    reportRef.current ??= createViewReport({
      // Only what the contract takes, so one odd code cannot get the whole report refused.
      read: () =>
        (gridRef.current ? renderedSymbols(gridRef.current) : [])
          .filter((symbol) => symbolSchema.safeParse(symbol).success)
          .slice(0, maxViewRows),
      send: async (symbols) => {
        const { api: bridge, source: shown } = bridgeRef.current
        const result = await bridge.call('board.viewRows', { source: shown, symbols: [...symbols] })
        return result.ok
      },
    })
    return reportRef.current
  }, [])
  const onGridChange = useCallback(() => viewReport().changed(), [viewReport])

  const stream = useStream('board.deltas', source, {
    api,
    // One copy of the rows per subscription: a new source or a resubscribe starts from its snapshot.
    onStart: () => {
      const rows = new BoardRows()
      rowsRef.current = rows
      // The core knows this subscription's rows once its first snapshot is drawn (below).
      viewReport().stop()
      if (gridRef.current) rows.attach(sinkFor(gridRef.current))
      return () => {
        viewReport().stop()
        rows.detach()
        if (rowsRef.current === rows) rowsRef.current = null
      }
    },
    onEvent: (event, key) => {
      const rows = rowsRef.current
      if (rows === null) return
      const setState = (update: (s: BoardFeedState) => BoardFeedState): void =>
        setTagged((t) => ({ key, state: update(t.key === key ? t.state : initialState) }))
      switch (event.type) {
        case 'snapshot': {
          const startedAt = performance.now()
          rows.snapshot(event.rows)
          boardProbe.snapshotSet(startedAt)
          // Every snapshot starts a subscription in the core (a new source, a resubscribe, a
          // reconnected socket): it has no view of this board's rows yet.
          viewReport().start()
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
          // A poll's rows on screen reach the page with its front (see BoardRows): that is its
          // arrival; the full delta after it is the same poll.
          const part = rows.partOf(event)
          if (part !== 'rest') boardProbe.arrived(event.at)
          rows.delta(event)
          // The full delta with the same stamp follows a front a frame later: the status waits for it.
          if (part === 'front') return
          // One state change per delta is one per poll (the core batches a poll into one delta),
          // and only the header and status line depend on it; the grid is memoised. It waits for
          // the frame that draws the delta's rows: React's render of those would otherwise run
          // between this task and that frame.
          afterNextFrame(() => {
            if (rowsRef.current !== rows) return
            setState((s) => ({
              ...s,
              rowCount: rows.size,
              lastDataAt: Math.max(event.at, s.lastDataAt ?? 0),
            }))
          })
          return
        }
        case 'status':
          setState((s) => ({ ...s, status: event.status }))
          return
      }
    },
  })
  const held = tagged.key === stream.key ? tagged.state : initialState
  const state = useMemo(() => ({ ...held, error: stream.error }), [held, stream.error])

  const attachGrid = useCallback(
    (grid: GridApi<TickerRow>) => {
      gridRef.current = grid
      for (const type of viewEvents) grid.addEventListener(type, onGridChange)
      rowsRef.current?.attach(sinkFor(grid))
      viewReport().changed()
    },
    [onGridChange, viewReport],
  )

  const detachGrid = useCallback(() => {
    const grid = gridRef.current
    if (grid !== null && !grid.isDestroyed())
      for (const type of viewEvents) grid.removeEventListener(type, onGridChange)
    gridRef.current = null
    rowsRef.current?.detach()
  }, [onGridChange])

  const resubscribe = stream.resubscribe

  return useMemo(
    () => ({ state, attachGrid, detachGrid, resubscribe }),
    [state, attachGrid, detachGrid, resubscribe],
  )
}
