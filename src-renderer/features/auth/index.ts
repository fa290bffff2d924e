/** The auth feature as the app shell sees it: the trading-token dialog and the simulated phone. */
export { registerAuthCommands } from './commands'
export { AuthLayer } from './components/auth-layer'
/** The daily second factor of group E orders: the dialog's host (every window) and the header chip. */
export { SecondFactorHost } from './components/second-factor-host'
export { SecondFactorChip } from './components/second-factor-chip'
