import { z } from 'zod'
import { bridgeErrorSchema } from './errors'
import { baskets, basketCodes, type BasketCode } from '../market/baskets'
import { tickerNumericFields, type TickerNumericField } from '../schemas/ticker-commons'

/**
 * The bridge contract: every call and stream between the renderer and the main process, declared
 * once. The main-side router, the preload, the WebSocket transport and the renderer's hooks all take
 * their names and types from here; nothing else declares them.
 */

export const symbolSchema = z
  .string()
  .regex(/^[A-Z0-9]{3,12}$/, 'a symbol is 3 to 12 capital letters or digits')

export const basketCodeSchema = z.literal(basketCodes as BasketCode[], {
  error: `basket code must be one of ${basketCodes.join(', ')}`,
})

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
  cadenceMs: z.number(),
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
  }),
  z.object({ type: z.literal('status'), status: feedStatusSchema }),
])
export type BoardEvent = z.infer<typeof boardEventSchema>

export const appInfoSchema = z.object({
  version: z.string(),
  shell: z.enum(['electron', 'web']),
  profile: z.object({ id: z.string(), name: z.string(), kind: z.enum(['demo', 'live']) }),
  /** Base URL of the embedded simulator in the demo profile. */
  simulatorUrl: z.string().nullable(),
})
export type AppInfo = z.infer<typeof appInfoSchema>

/**
 * What the UI may know about tokens: which kind is active and until when, never the token itself.
 * Times are epoch milliseconds on this machine's clock.
 */
export const tokenStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none'), reason: z.string() }),
  z.object({ state: z.literal('query'), until: z.number() }),
  z.object({ state: z.literal('otp-required'), message: z.string(), queryUntil: z.number().nullable() }),
  z.object({ state: z.literal('approval-pending'), deadline: z.number(), message: z.string() }),
  z.object({ state: z.literal('trading'), until: z.number() }),
])
export type TokenState = z.infer<typeof tokenStateSchema>

export const authStatusSchema = z.object({
  token: tokenStateSchema,
  /** The last failure of a token operation, kept until the next success. */
  lastError: bridgeErrorSchema.nullable(),
})
export type AuthStatus = z.infer<typeof authStatusSchema>

const noInput = z.strictObject({})

export const contract = {
  calls: {
    'app.info': { input: noInput, output: appInfoSchema },
    'board.baskets': {
      input: noInput,
      output: z.array(z.object({ code: basketCodeSchema, name: z.string() })),
    },
  },
  streams: {
    'board.deltas': { params: boardSourceSchema, event: boardEventSchema },
  },
} as const

export const basketList = baskets.map((b) => ({ code: b.code, name: b.name }))
