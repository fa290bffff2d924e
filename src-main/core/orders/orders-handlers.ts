import type { Clock } from '../clock/clock'
import type { OrderOutcome } from '../../../src-shared/bridge/areas/orders-entry'
import type { CallHandlers, StreamHandlers } from '../bridge/router'
import type { OrderClient } from './group-e/order-client'
import type { TicketContextReader } from './group-e/ticket-context'
import type { OrderService } from './order-service'

type OrderCalls = 'orders.refresh' | 'orders.cancelStock' | 'orders.cancelDerivative' | 'orders.cancelSvc'
type OrderStreams = 'orders.book' | 'orders.cancelActivity' | 'orders.events'

export function ordersHandlers(
  orders: OrderService,
  clock: Pick<Clock, 'now'>,
): {
  calls: Pick<CallHandlers, OrderCalls>
  streams: Pick<StreamHandlers, OrderStreams>
} {
  return {
    calls: {
      'orders.refresh': async () => {
        await orders.feed.refresh()
        return { at: clock.now() }
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
 * never sends an order twice, and the stream of outcomes it follows in the book after a lost answer.
 * `onAnswered` is told when a place or modify has its answer, whatever it is, so the books are read
 * (and watched while the order works, blotter open or not).
 */
export function orderEntryHandlers(entry: {
  client: OrderClient
  ticket: TicketContextReader
  onAnswered?: (orderId: string | null) => void
}): {
  calls: Pick<CallHandlers, 'orders.ticketContext' | 'orders.place' | 'orders.modify'>
  streams: Pick<StreamHandlers, 'orders.outcomes'>
} {
  const answered = (sent: Promise<OrderOutcome>): Promise<OrderOutcome> =>
    sent.then(
      (out) => {
        entry.onAnswered?.(out.orderId)
        return out
      },
      (err: unknown) => {
        entry.onAnswered?.(null)
        throw err
      },
    )
  return {
    calls: {
      'orders.ticketContext': (input) => entry.ticket.read(input),
      'orders.place': (intent) => answered(entry.client.place(intent)),
      'orders.modify': ({ orderId, price, quantity }) =>
        answered(entry.client.modify(orderId, { price, quantity })),
    },
    streams: {
      'orders.outcomes': (_params, emit) => entry.client.outcomes(emit),
    },
  }
}
