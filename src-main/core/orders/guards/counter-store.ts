import { writeFile } from 'atomically'
import { z } from 'zod'
import { moveAside } from '../../settings/move-aside'
import { readJsonFile } from '../../settings/read-json-file'

/** What the rate and daily guards counted, as kept on disk between runs of the core. */
const countedStateSchema = z.object({
  /** The Vietnam day (`vnDayNumber`, on the broker's clock) the value below belongs to. */
  day: z.number().int(),
  /** VND counted against `maxDailyValue` that day. */
  used: z.number().nonnegative(),
  /** When each order of the last minute went out (this machine's clock). */
  sent: z.array(z.number()),
  /** VND of each order placed that day, by order id: a modify counts only what it adds. */
  orders: z.array(z.tuple([z.string(), z.number()])),
})
export type CountedState = z.infer<typeof countedStateSchema>

const fileSchema = z.object({ version: z.literal(1), counted: countedStateSchema })

export interface CounterStore {
  /** What was counted when the core last stopped; null the first time. */
  load(): CountedState | null
  /** Replaces it, written atomically; writes go out one after another. */
  save(state: CountedState): Promise<void>
}

/**
 * The guards' counts in a small file of the data folder (beside the followed outcomes), so a restart
 * of the shell does not give the day's value back: within the same Vietnam day the cap still holds.
 * A file that does not parse is moved aside, never silently overwritten.
 */
export function fileCounterStore(options: { file: string; now: () => number }): CounterStore {
  let queue: Promise<void> = Promise.resolve()
  return {
    load() {
      const file = readJsonFile(options.file, fileSchema)
      if (file !== 'damaged') return file?.counted ?? null
      moveAside(options.file, new Date(options.now()))
      return null
    },
    save(state) {
      const write = () =>
        writeFile(options.file, JSON.stringify({ version: 1, counted: state }), { mode: 0o600 })
      // A failed write keeps the count in memory; the next order writes the whole state again.
      queue = queue.then(write).catch(() => undefined)
      return queue
    },
  }
}
