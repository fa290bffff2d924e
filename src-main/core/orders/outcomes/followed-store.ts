import { writeFile } from 'atomically'
import { z } from 'zod'
import { followedOutcomeSchema, orderIntentSchema } from '../../../../src-shared/bridge/areas/orders-entry'
import { moveAside } from '../../settings/move-aside'
import { readJsonFile } from '../../settings/read-json-file'

/**
 * One unknown outcome as it is kept on disk: what the book must show to settle it (the ticket's
 * intent and when it left, on the broker's clock, for a place; the new price and quantity for a
 * modify; the order id for a cancel) and when its window ends on the broker's clock.
 */
const followedRecordSchema = z.object({
  view: followedOutcomeSchema,
  /** The end of the window in which the broker can still take the request, on its own clock. */
  untilBroker: z.number(),
  /** Why the answer was lost, for the words of the settled outcome. */
  failure: z.string(),
  place: z.object({ intent: orderIntentSchema, sentAtBroker: z.number() }).optional(),
  change: z.object({ quantity: z.number(), price: z.number() }).optional(),
})
export type FollowedRecord = z.infer<typeof followedRecordSchema>

/**
 * A group A cancel (stock or derivative book) whose answer was lost, as the cancel reconciler keeps
 * it: the order, and when the answer was lost on the broker's clock (its window is judged on it).
 */
const followedCancelSchema = z.object({
  book: z.enum(['stock', 'derivative']),
  orderId: z.string(),
  sinceBroker: z.number(),
})
export type FollowedCancel = z.infer<typeof followedCancelSchema>

/**
 * What one broker address keeps: group E's unknown outcomes and the orders already accounted for
 * (the order client's), and group A's unknown cancels (the cancel reconciler's, a separate kind).
 */
const followedStateSchema = z.object({
  followed: z.array(followedRecordSchema).default([]),
  known: z.array(z.string()).default([]),
  cancels: z.array(followedCancelSchema).default([]),
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
  /**
   * Replaces the parts of this broker's state it names (each owner writes its own kind), written
   * atomically; writes go out one after another.
   */
  save(state: Partial<FollowedState>): Promise<void>
}

const empty = (): FollowedState => ({ followed: [], known: [], cancels: [] })
/** Nothing left to follow: the broker's entry goes (what is accounted for matters only meanwhile). */
const idle = (state: FollowedState) => state.followed.length === 0 && state.cancels.length === 0

/**
 * One queue of writes per file, whichever store writes it: the order client's and the cancel
 * reconciler's stores (and a new core's, during a profile switch) each read the file and write it
 * back, and two such writes must not interleave or one would drop the other's part.
 */
const writeQueues = new Map<string, Promise<void>>()

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
  const read = () => readJsonFile(options.file, fileSchema)

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
      // Read again at each write: the core of another profile, or the other kind's owner, may have
      // written its part since this one loaded.
      const write = async () => {
        const file = read()
        const brokers = file === null || file === 'damaged' ? {} : file.brokers
        const others = Object.entries(brokers).filter(([broker]) => broker !== options.broker)
        const mine: FollowedState = { ...empty(), ...brokers[options.broker], ...state }
        const kept = Object.fromEntries(idle(mine) ? others : [...others, [options.broker, mine] as const])
        await writeFile(options.file, JSON.stringify({ version: 1, brokers: kept } satisfies FollowedFile), {
          mode: 0o600,
        })
      }
      // A failed write leaves the outcome followed in memory; the next change writes the whole part again.
      const queue = (writeQueues.get(options.file) ?? Promise.resolve()).then(write).catch(() => undefined)
      writeQueues.set(options.file, queue)
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
      state = { ...state, ...next }
      return Promise.resolve()
    },
  }
}
