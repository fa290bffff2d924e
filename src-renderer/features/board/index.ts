/** The price board as the app shell sees it: the feed, the grid and what frames it. */
export { BoardToolbar } from './components/board-toolbar'
export { BoardView, type BoardViewProps } from './components/board-view'
export { FeedBadge } from './components/feed-badge'
export { StaleBanner } from './components/stale-banner'
export { useBoardFeed, type BoardFeed, type BoardFeedState } from './hooks/use-board-feed'
export { TypeAhead, findSymbol } from './lib/type-ahead'
