import type { StopOrder } from '../../../src-shared/bridge/areas/stops'
import { bridgeError, type BridgeError } from '../../../src-shared/bridge/errors'
import {
  priceRuleProblem,
  quantityRuleProblem,
  type OrderProblem,
} from '../../../src-shared/market/order-checks'
import type { Exchange } from '../../../src-shared/market/price-rules'

/**
 * No band: a stop may trigger on another day than today, under another band. Only the rules that
 * hold every day are checked when it is set: the lot (and odd lots as limit orders only) and the
 * exchange's price step.
 */
const anyBand = { ceiling: Number.MAX_SAFE_INTEGER, floor: 0 }

/**
 * What the exchange would refuse in a stop's order whatever the day, by the functions the ticket
 * and the simulator's order rules call (src-shared/market/order-checks.ts): a stop whose order would
 * be refused is refused when it is set or changed, not when it triggers.
 */
export function stopOrderProblem(order: StopOrder, exchange: Exchange): OrderProblem | null {
  // A market stop sends the session's market type: any of them is not LO for the lot rule.
  const lot = quantityRuleProblem(order.quantity, order.kind === 'limit' ? 'LO' : 'MP')
  if (lot !== null) return lot
  if (order.kind === 'limit' && order.price !== null) return priceRuleProblem(exchange, anyBand, order.price)
  return null
}

/** The refusal: the check's key and values travel, so every window words it as the ticket does. */
export function stopOrderRefusal(problem: OrderProblem): BridgeError {
  const detail = Object.entries(problem.values)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  return bridgeError(
    'validation',
    'stop-order-check',
    `The stop's order would be refused by the exchange (${problem.key}${detail === '' ? '' : `: ${detail}`}): the stop was not set.`,
    { problem: { key: problem.key, values: { ...problem.values } } },
  )
}
