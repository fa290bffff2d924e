import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { GridApi } from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { useStream } from '../../../lib/bridge/use-stream'
import type { FuturesColumnInputs } from '../lib/futures-columns'

/** Columns computed from more than their own row: they are refreshed when anything behind them moves. */
const derivedColumns = ['alias', 'expiryDays', 'basis']

export interface FuturesGrid {
  /** Undefined when the board shows stocks. The object is stable; its getters read the latest values. */
  readonly inputs: FuturesColumnInputs | undefined
  /** Hand the grid's api here (and null when it goes). */
  readonly onApi: (api: GridApi<TickerRow> | null) => void
}

/**
 * What a futures board's columns read besides their rows: the feed's trading date (days to expiry)
 * and the VN30 level the exchange publishes, from the index bar's stream (basis). A VN30 tile derived
 * from the basket is not the published index (it is 100 at the reference), so it gives no basis.
 *
 * The grid recomputes a cell only when its row changes, and these cells also depend on the other
 * rows (the alias follows the board's front month), the date and VN30: so the three columns are
 * refreshed after every transaction and whenever the date or VN30 changes (a dozen cells at most).
 */
export function useFuturesGrid(enabled: boolean, tradingDate: string | null): FuturesGrid {
  const date = useRef(tradingDate)
  const vn30 = useRef<number | null>(null)
  const api = useRef<GridApi<TickerRow> | null>(null)

  const refresh = useCallback(() => {
    const grid = api.current
    if (grid && !grid.isDestroyed()) grid.refreshCells({ columns: derivedColumns })
  }, [])

  useLayoutEffect(() => {
    date.current = tradingDate
    refresh()
  }, [tradingDate, refresh])

  const indexBar = useStream(
    'workspace.indexBar',
    {},
    {
      enabled,
      onEvent: (bar) => {
        const tile = bar.tiles.find((t) => t.code === 'VN30')
        const level = tile?.source === 'exchange' ? tile.value : null
        if (level === vn30.current) return
        vn30.current = level
        refresh()
      },
    },
  )
  // An ended index stream leaves no current VN30: the basis column says it has none, rather than
  // computing it from a level that no longer moves. The index bar shows the end and its retry.
  const ended = indexBar.status === 'ended'
  useEffect(() => {
    if (!ended) return
    vn30.current = null
    refresh()
  }, [ended, refresh])

  const onApi = useCallback(
    (grid: GridApi<TickerRow> | null) => {
      const previous = api.current
      if (previous && !previous.isDestroyed()) previous.removeEventListener('rowDataUpdated', refresh)
      api.current = enabled ? grid : null
      if (enabled) grid?.addEventListener('rowDataUpdated', refresh)
    },
    [enabled, refresh],
  )

  const inputs = useMemo(
    () => (enabled ? { tradingDate: () => date.current, vn30: () => vn30.current } : undefined),
    [enabled],
  )
  return useMemo(() => ({ inputs, onApi }), [inputs, onApi])
}
