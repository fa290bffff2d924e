import { randomInt, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock/clock'
import type { Vault } from '../../vault/vault'
import { guardRefusal } from './guard-refusal'
import type { PinLockStore } from './pin-lock-store'
import type { PersonAnswer, PersonCheck } from './person-check'
import { TradingPin, type PinVerdict } from './trading-pin'

const refusalOf = (verdict: Exclude<PinVerdict, { ok: true }>): Extract<PersonAnswer, { ok: false }> => {
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

/** Eight random digits: new at every start of the shell, and again each time one is spent. */
const newSetupCode = (): string => String(randomInt(0, 100_000_000)).padStart(8, '0')

const sameCode = (typed: string, code: string): boolean => {
  const a = Buffer.from(typed)
  const b = Buffer.from(code)
  return a.length === b.length && timingSafeEqual(a, b)
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
  /** Where the wrong tries and the lock are kept across restarts (the data folder's file). */
  lockStore?: PinLockStore
}): PersonCheck {
  const pin = new TradingPin(options.vault, options.clock, options.cost, options.lockStore)
  // The first PIN, and the reset of a forgotten one, need this code, which the shell prints only in
  // its own terminal (docs/trading.md, "Threat model"). Spent once used: the page the person typed it
  // into never holds a code that still works.
  let setupCode = newSetupCode()
  const codeListeners = new Set<(code: string) => void>()
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
  /** The terminal's code proves the person at the machine; a wrong one counts towards the PIN's lock. */
  const spendSetupCode = async (typed: string): Promise<void> => {
    const verdict = await pin.trySetupCode(sameCode(typed, setupCode))
    if (verdict.ok) return
    if (verdict.reason === 'locked') throw refusalOf(verdict).refusal
    throw guardRefusal(
      'guard-setup-code-wrong',
      'Not the setup code the web shell printed in its terminal: the PIN was not changed.',
    )
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
    setupCode: () => setupCode,
    onSetupCode(listener) {
      codeListeners.add(listener)
      return () => codeListeners.delete(listener)
    },
    async setPin(next, proof) {
      if (proof.setupCode !== undefined) {
        // The first PIN, or the reset of a forgotten one: the limits stay as they are (a reset is
        // no way to raise them; the new PIN does that, asked again).
        await spendSetupCode(proof.setupCode)
      } else if (pin.isSet()) {
        const answer = await check(proof.current)
        if (!answer.ok) throw answer.refusal
      } else {
        throw guardRefusal(
          'guard-setup-code-required',
          'Type the setup code the web shell printed in its terminal to set your first trading PIN.',
        )
      }
      const spent = proof.setupCode !== undefined
      await pin.set(next)
      if (spent) {
        setupCode = newSetupCode()
        for (const listener of codeListeners) listener(setupCode)
      }
    },
  }
}
