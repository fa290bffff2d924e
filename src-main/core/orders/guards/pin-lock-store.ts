import { z } from 'zod'
import { stateFile, type StateFile } from '../../settings/state-file'

/** The trading PIN's wrong tries and lock, as kept on disk between runs of the core. */
const pinLockSchema = z.object({
  /** Wrong tries since the last right one or the last lock. */
  wrong: z.number().int().nonnegative(),
  /** Locks so far: each next one lasts twice as long, up to an hour. */
  locks: z.number().int().nonnegative(),
  /** This machine's clock (core/clock): no try is judged before then. */
  lockedUntil: z.number().nonnegative(),
})
export type PinLockState = z.infer<typeof pinLockSchema>

export type PinLockStore = StateFile<PinLockState>

/**
 * The PIN's lock in a small file of the data folder, so restarting the shell gives a guesser no fresh
 * tries (docs/trading.md, "Threat model"). A file that does not parse is moved aside and the lock
 * starts over: the vault's hash is untouched, and a damaged file is the person's disk, not a page.
 * A failed write keeps the lock in memory for this run; the next try writes the whole state.
 */
export function filePinLockStore(options: { file: string; now: () => number }): PinLockStore {
  return stateFile({ ...options, key: 'lock', schema: pinLockSchema })
}

/** For a core with no data folder of its own (tests of other parts): the lock lives in memory. */
export const memoryPinLockStore = (): PinLockStore => {
  let kept: PinLockState | null = null
  return {
    load: () => kept,
    save(state) {
      kept = state
      return Promise.resolve()
    },
  }
}
