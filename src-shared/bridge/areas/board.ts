import { z } from 'zod'
import { baskets } from '../../market/baskets'
import { tickerNumericFields, type TickerNumericField } from '../../schemas/ticker-commons'
import { bridgeErrorSchema } from '../errors'
import { basketCodeSchema, noInput, symbolSchema } from './common'

/** Price boards: basket and ticker-list feeds, diffed in the core. */

/** A board row: the ticker record with every number parsed and `room` null when unknown. */
export const tickerRowSchema = z.object({
  symbol: z.string(),
  ...(Object.fromEntries(tickerNumericFields.map((f) => [f, z.number()])) as Record<
    TickerNumericField,
    z.ZodNumber
  >),
  room: z.number().nullable(),
})
export type TickerRow = z.infer<typeof tickerRowSchema>
export type TickerRowField = Exclude<keyof TickerRow, 'symbol'>

export const boardSourceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('basket'), code: basketCodeSchema }),
  z.strictObject({ kind: z.literal('tickers'), symbols: z.array(symbolSchema).min(1).max(300) }),
])
export type BoardSource = z.infer<typeof boardSourceSchema>

/**
 * What a board stream may show: a basket or ticker list (one request per poll); the whole market,
 * HOSE + HNX + UPCOM merged in the core (three requests per poll; no single basket code covers it);
 * or the running VN30 index futures, asked by their codes as a ticker list (one request per poll),
 * the codes following the listed-months rule on the broker's clock. The underlying is VN30; a VN100
 * futures board would add an optional `underlying` defaulting to VN30, so this shape stays valid.
 */
export const boardFeedSourceSchema = z.discriminatedUnion('kind', [
  ...boardSourceSchema.options,
  z.strictObject({ kind: z.literal('market') }),
  z.strictObject({ kind: z.literal('futures') }),
])
export type BoardFeedSource = z.infer<typeof boardFeedSourceSchema>

export const rowChangeSchema = z.object({
  symbol: z.string(),
  fields: tickerRowSchema.omit({ symbol: true }).partial(),
})
export type RowChange = z.infer<typeof rowChangeSchema>

export const feedStatusSchema = z.object({
  state: z.enum(['connecting', 'live', 'stale']),
  /** Epoch ms of the last good poll, null before the first. */
  lastOkAt: z.number().nullable(),
  /** Epoch ms of the next attempt when stale. */
  nextRetryAt: z.number().nullable(),
  /** The poll interval in force: what the windows ask for, slowed to what the rate budget allows. */
  cadenceMs: z.number(),
  /** What the windows asked for, present when the rate budget allows only a slower `cadenceMs`. */
  demandMs: z.number().optional(),
  error: bridgeErrorSchema.optional(),
})
export type FeedStatus = z.infer<typeof feedStatusSchema>

export const boardEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    rows: z.array(tickerRowSchema),
    tradingDate: z.string(),
    at: z.number(),
  }),
  z.object({
    type: z.literal('delta'),
    changes: z.array(rowChangeSchema),
    added: z.array(tickerRowSchema),
    removed: z.array(z.string()),
    tradingDate: z.string(),
    at: z.number(),
    /**
     * Set on the small delta sent ahead of a poll's full one to a window that said which rows it
     * draws (`board.viewRows`): the changes and adds of those rows only, never a remove. The full
     * delta with the same `at` follows a frame later, unchanged.
     */
    front: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('status'), status: feedStatusSchema }),
])
export type BoardEvent = z.infer<typeof boardEventSchema>

/** The most rows a window may say it draws: a tall window's viewport and row buffer hold ~60. */
export const maxViewRows = 300

/**
 * The rows a window draws now for one of its feeds (viewport and row buffer): the core sends their
 * changes ahead of each poll's full delta (see `front` on the delta event).
 */
export const boardViewRowsSchema = z.strictObject({
  source: boardFeedSourceSchema,
  symbols: z.array(symbolSchema).max(maxViewRows),
})
export type BoardViewRows = z.infer<typeof boardViewRowsSchema>

export const basketList = baskets.map((b) => ({ code: b.code, name: b.name }))

export const boardCalls = {
  'board.baskets': {
    input: noInput,
    output: z.array(z.object({ code: basketCodeSchema, name: z.string() })),
  },
  'board.viewRows': { input: boardViewRowsSchema, output: z.object({}) },
} as const

export const boardStreams = {
  'board.deltas': { params: boardFeedSourceSchema, event: boardEventSchema },
} as const
