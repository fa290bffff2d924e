import { readFileSync } from 'node:fs'
import { writeFile } from 'atomically'
import { z } from 'zod'
import { followedOutcomeSchema, orderIntentSchema } from '../../../../src-shared/bridge/areas/orders-entry'
import { moveAside } from '../../settings/move-aside'

/**
 * One unknown outcome as it is kept on disk: what the book must show to settle it (the ticket's
 * intent and when it left, on the broker's clock, for a place; the new price and quantity for a
 * modify; the order id for a cancel) and when its window ends on the broker's clock.
 */
export const followedRecordSchema = z.object({
  view: followedOutcomeSchema,
  /** The end of the window in which the broker can still take the request, on its own clock. */
  untilBroker: z.number(),
  /** Why the answer was lost, for the words of the settled outcome. */
  failure: z.string(),
  place: z.object({ intent: orderIntentSchema, sentAtBroker: z.number() }).optional(),
  change: z.object({ quantity: z.number(), price: z.number() }).optional(),
})
export type FollowedRecord = z.infer<typeof followedRecordSchema>

/** What one broker address keeps: the unknown outcomes, and the orders already accounted for. */
export const followedStateSchema = z.object({
  followed: z.array(followedRecordSchema),
  known: z.array(z.string()),
})
export type FollowedState = z.infer<typeof followedStateSchema>

const fileSchema = z.object({
  version: z.literal(1),
  /** By the broker's group E address: a profile pointed elsewhere never settles another broker's orders. */
  brokers: z.record(z.string(), followedStateSchema),
})
type FollowedFile = z.infer<typeof fileSchema>

export interface FollowedStore {
  /** What was unknown for this broker when the core last stopped (empty the first time). */
  load(): FollowedState
  /** Replaces this broker's state, written atomically; writes go out one after another. */
  save(state: FollowedState): Promise<void>
}

const empty = (): FollowedState => ({ followed: [], known: [] })

/**
 * The unknown outcomes of one broker address, kept in a small file in the data folder so a restart
 * of the core does not forget an order the broker may still take (docs/trading.md, "Lost answers").
 * Loaded at start; each change rewrites the file atomically (a crash leaves the old one or the
 * new one, never half). A file that does not parse is moved aside, never silently overwritten.
 */
export function fileFollowedStore(options: {
  file: string
  broker: string
  now: () => number
}): FollowedStore {
  let queue: Promise<void> = Promise.resolve()

  /** The file's content; null when there is none, `damaged` when it does not parse. */
  const read = (): FollowedFile | null | 'damaged' => {
    let text: string
    try {
      text = readFileSync(options.file, 'utf8')
    } catch {
      return null
    }
    try {
      return fileSchema.parse(JSON.parse(text))
    } catch {
      return 'damaged'
    }
  }

  return {
    load() {
      const file = read()
      if (file === 'damaged') {
        moveAside(options.file, new Date(options.now()))
        return empty()
      }
      return file?.brokers[options.broker] ?? empty()
    },
    save(state) {
      // Read again at each write: the core of another profile may have written its broker's part
      // since this one loaded (a switch builds the new core before the old one closes).
      const write = async () => {
        const file = read()
        const others = Object.entries(file === null || file === 'damaged' ? {} : file.brokers).filter(
          ([broker]) => broker !== options.broker,
        )
        const brokers = Object.fromEntries(
          state.followed.length > 0 ? [...others, [options.broker, state] as const] : others,
        )
        await writeFile(options.file, JSON.stringify({ version: 1, brokers } satisfies FollowedFile), {
          mode: 0o600,
        })
      }
      // A failed write leaves the outcome followed in memory; the next change writes the whole state again.
      queue = queue.then(write).catch(() => undefined)
      return queue
    },
  }
}

/** A store in memory only (tests of one core's life, and a core without a data folder). */
export const memoryFollowedStore = (): FollowedStore => {
  let state = empty()
  return {
    load: () => state,
    save: (next) => {
      state = next
      return Promise.resolve()
    },
  }
}
