import { useCallback } from 'react'
import type { GridApi } from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import type { BoardFeed } from '../hooks/use-board-feed'
import { useFuturesGrid } from '../hooks/use-futures-grid'
import type { BoardKind } from '../lib/columns'
import { BoardLegend } from './board-legend'
import { BoardStatusBar, type BoardStatusBarProps } from './board-status-bar'
import { PriceBoard, type PriceBoardProps } from './price-board'

export type BoardViewProps = Omit<PriceBoardProps, 'attachGrid' | 'detachGrid' | 'loading' | 'futures'> & {
  readonly feed: BoardFeed
  /** Stocks (the default) or VN30 index futures: units, legend and columns follow. */
  readonly kind?: BoardKind
  /** The session of the board's market for its status line; null or absent when it spans several. */
  readonly session?: BoardStatusBarProps['session']
}

/** A whole board: legend, grid and status line, fed by one subscription owned by the caller. */
export function BoardView({ feed, kind = 'stock', session = null, onApi, ...grid }: BoardViewProps) {
  const futures = useFuturesGrid(kind === 'futures', feed.state.tradingDate)
  const futuresApi = futures.onApi
  const handleApi = useCallback(
    (api: GridApi<TickerRow> | null) => {
      futuresApi(api)
      onApi?.(api)
    },
    [futuresApi, onApi],
  )
  return (
    <section className="board-view" data-board-kind={kind}>
      <BoardLegend volumeUnit={grid.volumeUnit ?? 1} kind={kind} />
      <PriceBoard
        {...grid}
        {...(futures.inputs ? { futures: futures.inputs } : {})}
        onApi={handleApi}
        attachGrid={feed.attachGrid}
        detachGrid={feed.detachGrid}
        loading={!feed.state.hasData && feed.state.error === null}
      />
      <BoardStatusBar feed={feed} session={session} />
    </section>
  )
}
