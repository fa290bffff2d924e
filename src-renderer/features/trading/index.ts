/** The trading feature as the app shell sees it: the ticket's row actions and its host. */
export { registerTradingCommands } from './commands'
export { TicketHost } from './components/ticket-host'
