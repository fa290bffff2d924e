import type { Clock } from '../../clock/clock'
import type { Vault } from '../../vault/vault'
import { guardRefusal } from './guard-refusal'
import type { PersonAnswer, PersonCheck } from './person-check'
import { TradingPin, type PinVerdict } from './trading-pin'

const refusalOf = (verdict: Exclude<PinVerdict, { ok: true }>): PersonAnswer => {
  switch (verdict.reason) {
    case 'missing':
      return {
        ok: false,
        refusal: guardRefusal(
          'guard-pin-missing',
          'Set a trading PIN first: nothing can be loosened without it.',
        ),
      }
    case 'wrong':
      return {
        ok: false,
        refusal: guardRefusal('guard-pin-wrong', 'Wrong trading PIN: nothing was changed.'),
      }
    case 'locked':
      return {
        ok: false,
        refusal: guardRefusal('guard-pin-locked', 'Too many wrong PINs: try again later.', verdict.until),
      }
  }
}

/**
 * The web shell's channel to the person: the trading PIN, typed by the person for the one call that
 * loosens a guard and never kept by the page. A large order's confirmation can only be the page's
 * claim here (there is no per-order channel the page cannot answer); the limits stay enforced, and
 * only the PIN raises them. docs/trading.md says what this proves and what it does not.
 */
export function pinPersonCheck(options: {
  vault: Pick<Vault, 'getTradingPin' | 'setTradingPin'>
  clock: Pick<Clock, 'now'>
  /** scrypt's cost; tests lower it. */
  cost?: number
}): PersonCheck {
  const pin = new TradingPin(options.vault, options.clock, options.cost)
  const check = async (typed: string | undefined): Promise<PersonAnswer> => {
    if (!pin.isSet()) return refusalOf({ ok: false, reason: 'missing' })
    if (typed === undefined) {
      return {
        ok: false,
        refusal: guardRefusal('guard-pin-required', 'Type your trading PIN to loosen a guard.'),
      }
    }
    const verdict = await pin.verify(typed)
    return verdict.ok ? verdict : refusalOf(verdict)
  }
  return {
    channel: 'trading-pin',
    pinSet: () => pin.isSet(),
    allowLoosening: (_request, typed) => check(typed),
    confirmOrder: (_request, pageConfirmed) =>
      Promise.resolve(
        pageConfirmed
          ? { ok: true }
          : {
              ok: false,
              refusal: guardRefusal(
                'guard-confirm-required',
                'This order is above your confirmation threshold: confirm it in the ticket first.',
              ),
            },
      ),
    async setPin(next, current) {
      if (pin.isSet()) {
        const answer = await check(current)
        if (!answer.ok) throw answer.refusal
      }
      await pin.set(next)
    },
  }
}
