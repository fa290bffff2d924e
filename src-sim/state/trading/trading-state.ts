import { demoIdentity } from '../accounts/demo-identity'
import { Prng } from '../market/prng'
import type { SimWorld } from '../world'
import { OrderLedger } from './order-ledger'
import { OtpSessions } from '../identity/otp-sessions'
import { NonceCache } from '../identity/nonce-cache'
import { demoTradingAccounts } from './trading-accounts'

/** The demo user's group E identity: a numeric `user_id`, as the real bootstrap returns. */
export const tradingUserId = 880_001

/** Group E trading state of one simulated world: nonces, second-factor sessions and the order ledger. */
export class TradingState {
  readonly nonces = new NonceCache()
  readonly otp: OtpSessions
  readonly ledger: OrderLedger
  readonly custodyCode = demoIdentity.custodyCode
  /**
   * Order requests (place, modify, cancel) as they reached the server, counted before injected faults
   * act on them: what a client sent, whatever it was answered.
   */
  readonly arrivals: { method: string; path: string }[] = []
  /**
   * A broker that acts on an order call at once but answers it this much later: the case where a
   * client's timeout fires after the order was taken. Tests set it; 0 answers at once.
   */
  answerDelayMs = 0

  constructor(readonly world: SimWorld) {
    this.otp = new OtpSessions(
      world.clock,
      new Prng(world.config.seed ^ 0x2fa0_0002),
      world.secondFactor,
      demoIdentity.email,
    )
    this.ledger = new OrderLedger(world.market, demoTradingAccounts(world.market, demoIdentity.custodyCode))
  }

  /** Market up to the clock, then working orders against it; before any read or write of the accounts. */
  settle(): void {
    this.world.sync()
    this.ledger.settle(this.world.clock.now())
  }
}

// Kept beside the world rather than in it: a reset builds a new world, and with it a fresh state.
const states = new WeakMap<SimWorld, TradingState>()

export function tradingState(world: SimWorld): TradingState {
  let state = states.get(world)
  if (state === undefined) {
    state = new TradingState(world)
    states.set(world, state)
  }
  return state
}
