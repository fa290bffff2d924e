import type { OrderIntent, OrderOutcome } from '../../../src-shared/bridge/areas/orders-entry'
import type { OrderType } from '../../../src-shared/market/order-types'
import type { CallContext, CallHandlers } from '../bridge/router'
import type { SecondFactorSession } from '../auth/second-factor-session'
import type { OrderClient } from '../orders/group-e/order-client'
import { placeVerdict } from '../orders/group-e/book-verdicts'
import type { StopServiceOptions } from './stop-service'

/** The market type a stop sends, in the order the session offers them: the opening auction's first. */
const marketPreference: readonly OrderType[] = ['ATO', 'MP', 'MTL', 'ATC']

function marketTypeAmong(allowed: readonly OrderType[]): OrderType | null {
  return marketPreference.find((t) => allowed.includes(t)) ?? null
}

/**
 * What the stops need of the orders and auth areas, as the core composes them: the place path
 * behind the guards (the same handler the ticket calls, never around it), the ticket's read of the
 * session's order types, the second-factor session, and the order client's follower of lost answers.
 */
export function stopOrdersLink(deps: {
  shell: CallContext['origin']
  guardedPlace: CallHandlers['orders.place']
  ticketContext: CallHandlers['orders.ticketContext']
  session: Pick<SecondFactorSession, 'token' | 'onChange'>
  orders: Pick<OrderClient, 'outcomes' | 'follower'>
}): Pick<StopServiceOptions, 'place' | 'marketType' | 'secondFactor' | 'outcomes' | 'followLost'> {
  // The core itself is the caller: logs and per-client state name it.
  const ctx: CallContext = { origin: deps.shell, clientId: 'stops' }
  return {
    place: (intent: OrderIntent): Promise<OrderOutcome> => Promise.resolve(deps.guardedPlace(intent, ctx)),
    marketType: async (symbol, side) =>
      marketTypeAmong((await deps.ticketContext({ symbol, side, price: null }, ctx)).allowedTypes),
    secondFactor: {
      active: async () => (await deps.session.token()) !== null,
      onActive: (listener) =>
        deps.session.onChange((status) => {
          if (status.state === 'active') listener()
        }),
    },
    outcomes: (listener) => deps.orders.outcomes(listener),
    followLost: (intent, sentAtBrokerMs) => {
      // Already followed: the order client kept its lost answer across the restart (followed-store.ts).
      if (deps.orders.follower.current('place', intent.intentId) !== undefined) return
      const failure = 'the app stopped before the answer came'
      deps.orders.follower.follow(
        {
          operation: 'place',
          ref: intent.intentId,
          orderId: null,
          symbol: intent.symbol,
          side: intent.side,
          quantity: intent.quantity,
          outcome: {
            outcome: 'unknown',
            orderId: null,
            status: null,
            code: 'stopped-while-sending',
            message: `A stop's order was being sent when ${failure}: the app reads the order book to learn what happened, and never sends it again.`,
            retryAt: null,
            fromBook: false,
          },
        },
        placeVerdict(intent, sentAtBrokerMs, new Set(), failure),
      )
    },
  }
}
