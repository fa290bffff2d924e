import type { OrderOutcome } from '../../../../src-shared/bridge/areas/orders-entry'
import type { OrderBookEntry } from '../../../../src-shared/schemas/trading'

/** Group E's side of the blotter: its order book, and the order client's never-twice cancel. */
export interface SvcOrders {
  readBook(): Promise<OrderBookEntry[]>
  cancel(orderId: string): Promise<OrderOutcome>
}
