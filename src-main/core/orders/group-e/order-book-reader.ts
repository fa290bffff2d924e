import { orderBookSchema, type OrderBookEntry } from '../../../../src-shared/schemas/trading'
import type { Identity } from '../../account/sub-accounts'
import type { SvcClient } from '../../auth/svc-client'
import { brokerPath } from '../../http/broker-path'

/**
 * The ordering sub-account's order book, for the blotter: a signed tier-2 GET at account priority
 * through the shared rate budget (the order client reads it at user priority after a lost answer).
 */
export function orderBookReader(svc: SvcClient, identity: Identity): () => Promise<OrderBookEntry[]> {
  return async () => {
    const { ordering } = await identity.get()
    const res = await svc.signed({
      path: brokerPath`/trading/v1/accounts/${ordering.id}/order-book`,
      schema: orderBookSchema,
      priority: 'account',
    })
    return res.result
  }
}
