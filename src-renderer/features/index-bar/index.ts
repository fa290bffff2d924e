/** The index bar above a board: the exchanges' indices, live or stale with their age. */
export { IndexBar } from './components/index-bar'
