import { writeFile } from 'atomically'
import { z } from 'zod'
import { moveAside } from './move-aside'
import { readJsonFile } from './read-json-file'

/** One piece of the core's state kept in a small file of the data folder between runs. */
export interface StateFile<T> {
  /** What the last core left; null the first time, or after a damaged file was moved aside. */
  load(): T | null
  /** Replaces it, written atomically (mode 0600), one write after another; resolves once done. */
  save(state: T): Promise<void>
}

/**
 * `{ "version": 1, "<key>": state }` in `file`. A file that does not parse is moved aside, never
 * silently overwritten. A failed write keeps the state in memory for this run; the next save writes
 * the whole state again, so the queue carries on.
 */
export function stateFile<T>(options: {
  file: string
  key: string
  schema: z.ZodType<T>
  now: () => number
}): StateFile<T> {
  const { file, key, schema, now } = options
  const envelope = z.looseObject({ version: z.literal(1) })
  let queue: Promise<void> = Promise.resolve()
  return {
    load() {
      const read = readJsonFile(file, envelope)
      if (read === null) return null
      const state = read === 'damaged' ? undefined : schema.safeParse(read[key])
      if (state?.success) return state.data
      moveAside(file, new Date(now()))
      return null
    },
    save(state) {
      const write = () => writeFile(file, JSON.stringify({ version: 1, [key]: state }), { mode: 0o600 })
      queue = queue.then(write).catch(() => undefined)
      return queue
    },
  }
}
