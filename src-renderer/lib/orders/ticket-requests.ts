/**
 * How any window asks for the order ticket without importing the trading feature (features stay
 * apart): the board's buy and sell keys, the blotter's modify, the portfolio's "sell all". The
 * trading feature listens (app/ mounts its ticket host in every window kind that can ask).
 */
export type TicketRequest =
  | {
      readonly kind: 'new'
      readonly side: 'BUY' | 'SELL'
      readonly symbol: string | null
      /** Shares; the ticket's default lot when absent. */
      readonly quantity?: number
      /** The confirmation step even when the user turned it off (e.g. "sell all"). */
      readonly confirm?: boolean
    }
  | {
      readonly kind: 'modify'
      readonly order: {
        readonly orderId: string
        readonly symbol: string
        readonly side: 'BUY' | 'SELL'
        /** VND. */
        readonly price: number
        readonly quantity: number
        readonly matched: number
      }
    }

type Listener = (request: TicketRequest) => void
const listeners = new Set<Listener>()

/** Returns false when no ticket host listens in this window (the caller says so in words). */
export function requestTicket(request: TicketRequest): boolean {
  for (const listener of listeners) listener(request)
  return listeners.size > 0
}

export function onTicketRequest(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
