import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { Clock } from '../../clock/clock'
import type { TradingPinRecord } from '../../vault/vault-file'
import type { Vault } from '../../vault/vault'
import { memoryPinLockStore, type PinLockStore } from './pin-lock-store'

/** scrypt's cost (N) in the app: about 32 MiB and a tenth of a second a try on a laptop. */
const defaultPinCost = 2 ** 15
const blockSize = 8
const keyLength = 32

/** Wrong PINs before a lock, and how long the first lock lasts (each next one doubles, to an hour). */
const triesBeforeLock = 5
const firstLockMs = 5 * 60_000
const longestLockMs = 60 * 60_000

function derive(pin: string, salt: Buffer, cost: number, block: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: block, p: 1, maxmem: 256 * cost * block }
  return new Promise((resolve, reject) =>
    scrypt(pin.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    ),
  )
}

export type PinVerdict =
  { ok: true } | { ok: false; reason: 'missing' | 'wrong' } | { ok: false; reason: 'locked'; until: number }

/**
 * The web shell's trading PIN: only scrypt's output is kept (in the vault, beside the keys), the PIN
 * itself is checked and dropped. Five wrong PINs lock it for five minutes, doubling each time up to an
 * hour, so a page that reached the bridge cannot search the 10^6 PINs of six digits in a day. The
 * count and the lock are kept on disk (`lockStore`) before a try is answered: restarting the shell
 * gives no fresh tries.
 */
export class TradingPin {
  private wrong = 0
  private locks = 0
  private lockedUntil = 0

  constructor(
    private readonly vault: Pick<Vault, 'getTradingPin' | 'setTradingPin'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly cost = defaultPinCost,
    private readonly lockStore: PinLockStore = memoryPinLockStore(),
  ) {
    const kept = lockStore.load()
    if (kept !== null) {
      this.wrong = kept.wrong
      this.locks = kept.locks
      this.lockedUntil = kept.lockedUntil
    }
  }

  isSet(): boolean {
    return this.vault.getTradingPin() !== null
  }

  async verify(pin: string): Promise<PinVerdict> {
    const now = this.clock.now()
    if (now < this.lockedUntil) return { ok: false, reason: 'locked', until: this.lockedUntil }
    const record = this.vault.getTradingPin()
    if (record === null) return { ok: false, reason: 'missing' }
    const expected = Buffer.from(record.hash, 'base64')
    const actual = await derive(pin, Buffer.from(record.salt, 'base64'), record.cost, record.blockSize)
    return this.counted(actual.length === expected.length && timingSafeEqual(actual, expected), now)
  }

  /**
   * A try of the first PIN's setup code: it shares the PIN's lock, so a page cannot search the
   * code either. `matches` is the caller's constant-time comparison.
   */
  trySetupCode(matches: boolean): Promise<PinVerdict> {
    const now = this.clock.now()
    if (now < this.lockedUntil)
      return Promise.resolve({ ok: false, reason: 'locked', until: this.lockedUntil })
    return this.counted(matches, now)
  }

  /** Counts a try; the count is on disk before the verdict is given, so a restart cannot undo it. */
  private async counted(right: boolean, now: number): Promise<PinVerdict> {
    const verdict = this.judged(right, now)
    await this.lockStore.save({ wrong: this.wrong, locks: this.locks, lockedUntil: this.lockedUntil })
    return verdict
  }

  private judged(right: boolean, now: number): PinVerdict {
    if (right) {
      this.wrong = 0
      return { ok: true }
    }
    this.wrong += 1
    if (this.wrong >= triesBeforeLock) {
      this.wrong = 0
      this.lockedUntil = now + Math.min(longestLockMs, firstLockMs * 2 ** this.locks)
      this.locks += 1
      return { ok: false, reason: 'locked', until: this.lockedUntil }
    }
    return { ok: false, reason: 'wrong' }
  }

  /** Keeps the new PIN's hash; the caller has checked the current one. */
  async set(pin: string): Promise<void> {
    const salt = randomBytes(16)
    const hash = await derive(pin, salt, this.cost, blockSize)
    const record: TradingPinRecord = {
      salt: salt.toString('base64'),
      hash: hash.toString('base64'),
      cost: this.cost,
      blockSize,
    }
    await this.vault.setTradingPin(record)
  }
}
