import type { OrderIntent } from '../bridge/contract'

/**
 * A plain limit buy for tests that only need some order to place (the bridge's cancel tests: a
 * write is never dropped); each test names its own intent.
 */
export const limitBuyIntent = (intentId: string): OrderIntent => ({
  intentId,
  side: 'BUY',
  type: 'LO',
  symbol: 'FPT',
  quantity: 100,
  price: 100_000,
})
