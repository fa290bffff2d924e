import { z } from 'zod'
import { stateFile, type StateFile } from '../../settings/state-file'

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

/** What was counted when the core last stopped (null the first time), written atomically in turn. */
export type CounterStore = StateFile<CountedState>

/**
 * The guards' counts in a small file of the data folder (beside the followed outcomes), so a restart
 * of the shell does not give the day's value back: within the same Vietnam day the cap still holds.
 * A file that does not parse is moved aside, never silently overwritten. A failed write keeps the
 * count in memory; the next order writes the whole state again.
 */
export function fileCounterStore(options: { file: string; now: () => number }): CounterStore {
  return stateFile({ ...options, key: 'counted', schema: countedStateSchema })
}
