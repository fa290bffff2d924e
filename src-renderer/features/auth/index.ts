/** The auth feature as the app shell sees it: the trading-token dialog and the simulated phone. */
export { registerAuthCommands } from './commands'
export { AuthLayer } from './components/auth-layer'
