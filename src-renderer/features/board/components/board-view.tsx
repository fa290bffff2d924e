import type { BoardFeed } from '../hooks/use-board-feed'
import { BoardLegend } from './board-legend'
import { BoardStatusBar } from './board-status-bar'
import { PriceBoard, type PriceBoardProps } from './price-board'

export type BoardViewProps = Omit<PriceBoardProps, 'attachGrid' | 'detachGrid' | 'loading'> & {
  readonly feed: BoardFeed
}

/** A whole board: legend, grid and status line, fed by one subscription owned by the caller. */
export function BoardView({ feed, ...grid }: BoardViewProps) {
  return (
    <section className="board-view">
      <BoardLegend volumeUnit={grid.volumeUnit ?? 1} />
      <PriceBoard
        {...grid}
        attachGrid={feed.attachGrid}
        detachGrid={feed.detachGrid}
        loading={!feed.state.hasData && feed.state.error === null}
      />
      <BoardStatusBar feed={feed} />
    </section>
  )
}
