/** Watchlists as the app shell sees them: the dialog that edits them. */
export { WatchlistDialog } from './components/watchlist-dialog'
