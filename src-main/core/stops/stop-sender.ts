import type { OrderIntent, OrderOutcome } from '../../../src-shared/bridge/areas/orders-entry'
import { possibleDuplicateCode } from '../../../src-shared/bridge/areas/orders-entry'
import type { Stop, StopAskReason, StopState } from '../../../src-shared/bridge/areas/stops'
import type { BridgeError } from '../../../src-shared/bridge/errors'
import type { OrderType } from '../../../src-shared/market/order-types'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { toBridgeError } from '../errors/to-bridge-error'

/** Where a stop goes after its place call answered (or was refused before anything went out). */
export interface SendResult {
  state: StopState
  outcome: OrderOutcome | null
  error: BridgeError | null
  askReason: StopAskReason | null
}

/** The intent of a stop's one order; null when a market stop finds no market type open now. */
export function intentOf(
  stop: Stop,
  marketType: OrderType | null,
  confirmedPossibleDuplicate: boolean,
): OrderIntent | null {
  const type = stop.order.kind === 'limit' ? 'LO' : marketType
  if (type === null) return null
  return {
    intentId: stop.intentId,
    profileId: stop.profileId,
    confirmed: stop.confirmed,
    side: stop.order.side,
    symbol: stop.symbol,
    quantity: stop.order.quantity,
    type,
    price: type === 'LO' ? stop.order.price : null,
    ...(confirmedPossibleDuplicate ? { confirmedPossibleDuplicate } : {}),
  }
}

/** A stop's state from its order's word: an answer that proves nothing stays `unknown`, never resent. */
export function stateAfter(outcome: OrderOutcome): SendResult {
  const base = { outcome, error: null, askReason: null }
  switch (outcome.outcome) {
    case 'placed':
    case 'accepted':
      return { ...base, state: 'sent' }
    case 'rejected':
    case 'not-placed':
      return { ...base, state: 'failed' }
    case 'unknown':
      return { ...base, state: 'unknown' }
    // Certainly not sent: the stop waits for the person.
    case 'session-required':
      return { ...base, state: 'needs-second-factor' }
    case 'rate-limited':
      return { ...base, state: 'needs-confirmation', askReason: 'rate-limited' }
  }
}

/**
 * Places a stop's order through `place` (the guarded `orders.place` path). A refusal thrown before
 * anything went out (a guard, a like order whose outcome is unknown) is a state too.
 */
export async function placeStop(
  intent: OrderIntent,
  place: (intent: OrderIntent) => Promise<OrderOutcome>,
): Promise<SendResult> {
  try {
    return stateAfter(await place(intent))
  } catch (error) {
    const e = toBridgeError(error)
    if (e.code === possibleDuplicateCode)
      return { state: 'needs-confirmation', outcome: null, error: e, askReason: 'possible-duplicate' }
    return { state: 'failed', outcome: null, error: e, askReason: null }
  }
}

export const noMarketType = (symbol: string): BridgeError =>
  bridgeError(
    'validation',
    'stop-no-market-type',
    `The exchange takes no market order for ${symbol} in this session: the stop sent nothing.`,
  )
