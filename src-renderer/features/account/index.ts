/** The account feature as the app shell sees it: its commands, its dock and its window kind. */
export { registerAccountCommands } from './commands'
export { AccountDock, AccountWindow } from './components/account-panel'
