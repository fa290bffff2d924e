import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { OrderClient } from './group-e/order-client'
import type { TicketContextReader } from './group-e/ticket-context'
import type { OrderService } from './order-service'

type OrderCalls = 'orders.refresh' | 'orders.cancelStock' | 'orders.cancelDerivative' | 'orders.cancelSvc'
type OrderStreams = 'orders.book' | 'orders.cancelActivity' | 'orders.events'

export function ordersHandlers(orders: OrderService): {
  calls: Pick<CallHandlers, OrderCalls>
  streams: Pick<StreamHandlers, OrderStreams>
} {
  return {
    calls: {
      'orders.refresh': async () => {
        await orders.feed.refresh()
        return { at: Date.now() }
      },
      'orders.cancelStock': ({ subAccount, orderIds }) => orders.cancelStock(subAccount, orderIds),
      // The PIN goes straight to the broker call and is dropped with this closure.
      'orders.cancelDerivative': ({ orderIds, pin }) => orders.cancelDerivative(orderIds, pin),
      'orders.cancelSvc': ({ orderIds }) => orders.cancelSvc(orderIds),
    },
    streams: {
      'orders.book': (_params, emit) => orders.feed.subscribe(emit),
      'orders.cancelActivity': (_params, emit) => orders.onActivity(emit),
      'orders.events': (_params, emit) => orders.feed.onOrderEvent(emit),
    },
  }
}

/**
 * Order entry from the ticket (group E): its reads, place and modify through the order client, which
 * never sends an order twice. `onAnswered` is told when a place or modify has its answer, whatever
 * it is, so the blotter reads the book.
 */
export function orderEntryHandlers(entry: {
  client: OrderClient
  ticket: TicketContextReader
  onAnswered?: () => void
}): Pick<CallHandlers, 'orders.ticketContext' | 'orders.place' | 'orders.modify'> {
  const answered = <T>(sent: Promise<T>): Promise<T> => sent.finally(() => entry.onAnswered?.())
  return {
    'orders.ticketContext': (input) => entry.ticket.read(input),
    'orders.place': (intent) => answered(entry.client.place(intent)),
    'orders.modify': ({ orderId, price, quantity }) =>
      answered(entry.client.modify(orderId, { price, quantity })),
  }
}
