/** The orders feature as the app shell sees it: its commands, its dock, its window kind and the order ticket. */
export { registerOrderCommands } from './commands'
export { OrdersDock, BlotterWindow } from './components/orders-layer'
export { registerTicketCommands } from './ticket/commands'
export { TicketHost } from './ticket/components/ticket-host'
