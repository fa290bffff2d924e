import type { CallHandlers, StreamHandlers } from '../bridge/router'
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
