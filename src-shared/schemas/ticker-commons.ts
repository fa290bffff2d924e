import { z } from 'zod'
import { lenientNumber } from './lenient'

/**
 * GET /tartarus/v1/tickerCommons: the ticker record exactly as the spec's table gives it.
 * Every field is a JSON number except `symbol`. `room` is a string in the spec's table and in the
 * TCBS item schema, but a number in the official response example, which matches live payloads: the
 * simulator sends a number. Stock prices are raw VND.
 */
export const tickerNumericFields = [
  'ceilPrice',
  'floorPrice',
  'refPrice',
  'bidPrice01',
  'bidPrice02',
  'bidPrice03',
  'bidQtty01',
  'bidQtty02',
  'bidQtty03',
  'offerPrice01',
  'offerPrice02',
  'offerPrice03',
  'offerQtty01',
  'offerQtty02',
  'offerQtty03',
  'matchPrice',
  'matchQtty',
  'change',
  'changePercent',
  'open',
  'high',
  'low',
  'avg',
  'totalVol',
  'totalVal',
  'buyForeignQtty',
  'sellForeignQtty',
  'indexNumber',
] as const

export type TickerNumericField = (typeof tickerNumericFields)[number]

const numericShape = Object.fromEntries(tickerNumericFields.map((f) => [f, z.number()])) as Record<
  TickerNumericField,
  z.ZodNumber
>

/** The spec's record: what the simulator must send, field for field. */
export const tickerRecordSpecSchema = z.strictObject({
  symbol: z.string(),
  ...numericShape,
  room: z.number(),
})
export type TickerRecordSpec = z.infer<typeof tickerRecordSpecSchema>

/** dd/MM/yyyy, as in the real service's example ("29/10/2024"). */
export const tradingDateSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'tradingDate must be dd/MM/yyyy')

export const tickerCommonsSpecSchema = z.strictObject({
  data: z.array(tickerRecordSpecSchema),
  tradingDate: tradingDateSchema,
})

/**
 * What the client accepts: numbers may arrive as numeric strings and `room` as either (see
 * lenient.ts); unknown extra fields are ignored. A value that is not numeric at all is an error.
 */
const lenientNullableNumber = z.union([lenientNumber, z.null()]).transform((v) => v ?? 0)

const lenientNumericShape = Object.fromEntries(
  tickerNumericFields.map((f) => [f, lenientNullableNumber]),
) as Record<TickerNumericField, typeof lenientNullableNumber>

export const tickerRecordSchema = z.object({
  symbol: z.string().min(1),
  ...lenientNumericShape,
  room: z
    .union([lenientNumber, z.literal(''), z.null()])
    .transform((v) => (typeof v === 'number' ? v : null)),
})

/** A ticker as the rest of the app sees it: numbers everywhere, `room` null when unknown. */
export type Ticker = z.infer<typeof tickerRecordSchema>

export const tickerCommonsSchema = z.object({
  data: z.array(tickerRecordSchema),
  tradingDate: tradingDateSchema,
})
export type TickerCommons = z.infer<typeof tickerCommonsSchema>

/** Fields of a Ticker other than its key. */
export type TickerField = Exclude<keyof Ticker, 'symbol'>
export const tickerFields: readonly TickerField[] = [...tickerNumericFields, 'room']
