import { writeFile } from 'atomically'
import { z } from 'zod'
import { moveAside } from '../../settings/move-aside'
import { readJsonFile } from '../../settings/read-json-file'

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

const fileSchema = z.object({ version: z.literal(1), lock: pinLockSchema })

export interface PinLockStore {
  /** The lock as the last core left it; null the first time. */
  load(): PinLockState | null
  /** Replaces it, written atomically; resolves once it is on disk (or the write failed). */
  save(state: PinLockState): Promise<void>
}

/**
 * The PIN's lock in a small file of the data folder, so restarting the shell gives a guesser no fresh
 * tries (docs/trading.md, "Threat model"). A file that does not parse is moved aside and the lock
 * starts over: the vault's hash is untouched, and a damaged file is the person's disk, not a page.
 */
export function filePinLockStore(options: { file: string; now: () => number }): PinLockStore {
  let queue: Promise<void> = Promise.resolve()
  return {
    load() {
      const file = readJsonFile(options.file, fileSchema)
      if (file !== 'damaged') return file?.lock ?? null
      moveAside(options.file, new Date(options.now()))
      return null
    },
    save(state) {
      const write = () =>
        writeFile(options.file, JSON.stringify({ version: 1, lock: state }), { mode: 0o600 })
      // A failed write keeps the lock in memory for this run; the next try writes the whole state.
      queue = queue.then(write).catch(() => undefined)
      return queue
    },
  }
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
