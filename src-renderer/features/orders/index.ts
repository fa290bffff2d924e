/** The orders feature as the app shell sees it: its commands, its dock and its window kind. */
export { registerOrderCommands } from './commands'
export { OrdersDock, BlotterWindow } from './components/orders-layer'
