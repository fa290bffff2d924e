import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { GridApi } from 'ag-grid-community'
import type { WorkstationApi } from '../../../../src-shared/bridge/api'
import type { BoardSource, FeedStatus, TickerRow } from '../../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { BoardRows, type GridSink } from '../lib/board-rows'

export interface BoardFeedState {
  /** The last status the feed reported; null until the first one. */
  readonly status: FeedStatus | null
  /** Set when the stream was refused or ended; no events follow until `resubscribe`. */
  readonly error: BridgeError | null
  readonly rowCount: number
  readonly tradingDate: string | null
  /** Whether any snapshot has arrived since subscribing. */
  readonly hasData: boolean
}

export interface BoardFeed {
  readonly state: BoardFeedState
  /** Hand these to the grid; both are stable for the life of the component. */
  readonly attachGrid: (api: GridApi<TickerRow>) => void
  readonly detachGrid: () => void
  readonly resubscribe: () => void
}

const initialState: BoardFeedState = { status: null, error: null, rowCount: 0, tradingDate: null, hasData: false }

const sinkFor = (api: GridApi<TickerRow>): GridSink => ({
  setRows: (rows) => api.setGridOption('rowData', rows),
  apply: (tx) => api.applyTransactionAsync({ add: tx.add, update: tx.update, remove: tx.remove }),
})

/**
 * Subscribes to `board.deltas` for a source and feeds the grid. Row data never goes through React
 * state: a re-render per tick is exactly what the grid's transactions avoid. React state holds only
 * what the status bar shows, and changes only when that does.
 */
export function useBoardFeed(source: BoardSource, api: WorkstationApi = getWorkstation()): BoardFeed {
  const [state, setState] = useState<BoardFeedState>(initialState)
  const [generation, setGeneration] = useState(0)
  const gridRef = useRef<GridApi<TickerRow> | null>(null)
  const rowsRef = useRef<BoardRows | null>(null)

  // The effect depends on the source's content, not on its identity, so a parent that builds a new
  // but equal source object each render does not resubscribe.
  const sourceKey = JSON.stringify(source)

  useEffect(() => {
    const params = JSON.parse(sourceKey) as BoardSource
    const rows = new BoardRows()
    rowsRef.current = rows
    if (gridRef.current) rows.attach(sinkFor(gridRef.current))
    setState(initialState)

    const unsubscribe = api.subscribe('board.deltas', params, {
      event(event) {
        switch (event.type) {
          case 'snapshot': {
            rows.snapshot(event.rows)
            setState((s) => ({ ...s, hasData: true, rowCount: rows.size, tradingDate: event.tradingDate }))
            return
          }
          case 'delta': {
            const membershipChanged = rows.delta(event)
            if (membershipChanged) setState((s) => ({ ...s, rowCount: rows.size }))
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
