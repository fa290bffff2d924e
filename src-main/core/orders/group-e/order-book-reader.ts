import { orderBookSchema, type OrderBookEntry } from '../../../../src-shared/schemas/trading'
import { systemClock, type Clock } from '../../clock/clock'
import type { Identity } from '../../account/sub-accounts'
import type { SvcClient } from '../../auth/svc-client'
import { brokerPath } from '../../http/broker-path'

/**
 * The ordering sub-account's order book, for the blotter and the outcome follower: a signed tier-2
 * GET at trade priority through the shared rate budget (ahead of research and market data), never
 * from a cache (an order just placed must show). Each good read is told to `observe` with the moment it began, so the outcomes that
 * are followed settle on every read, whoever asked for it.
 */
export function orderBookReader(
  svc: SvcClient,
  identity: Identity,
  clock: Pick<Clock, 'now'> = systemClock,
  observe: (book: readonly OrderBookEntry[], startedAt: number) => void = () => undefined,
): () => Promise<OrderBookEntry[]> {
  return async () => {
    const startedAt = clock.now()
    const { ordering } = await identity.get()
    const res = await svc.signed({
      path: brokerPath`/trading/v1/accounts/${ordering.id}/order-book`,
      query: { 'cache-control': 'NOCACHE' },
      schema: orderBookSchema,
      priority: 'trade',
    })
    observe(res.result, startedAt)
    return res.result
  }
}
