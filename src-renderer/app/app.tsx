import { useMemo } from 'react'
import { BoardView } from '../features/board/components/board-view'
import { useBoardFeed } from '../features/board/hooks/use-board-feed'
import { AppHeader } from './app-header'
import { AppProviders } from './providers'
import { resolveWindowKind } from './window-kind'

/** A board window: the header and one board, sharing one subscription. */
function BoardWindow() {
  const kind = useMemo(() => resolveWindowKind(window.location.search), [])
  const feed = useBoardFeed(kind.source)
  return (
    <div className="app">
      <AppHeader source={kind.source} feed={feed.state} />
      <BoardView feed={feed} />
    </div>
  )
}

export function App() {
  return (
    <AppProviders>
      <BoardWindow />
    </AppProviders>
  )
}
