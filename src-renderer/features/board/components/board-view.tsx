import type { BoardFeed } from '../hooks/use-board-feed'
import { BoardLegend } from './board-legend'
import { BoardStatusBar } from './board-status-bar'
import { PriceBoard } from './price-board'

/** A whole board: legend, grid and status line, fed by one subscription owned by the caller. */
export function BoardView({ feed }: { readonly feed: BoardFeed }) {
  return (
    <section className="board-view">
      <BoardLegend />
      <PriceBoard
        attachGrid={feed.attachGrid}
        detachGrid={feed.detachGrid}
        loading={!feed.state.hasData && feed.state.error === null}
      />
      <BoardStatusBar feed={feed} />
    </section>
  )
}
