import { z } from 'zod'
import { lenientNumber } from './lenient'

/**
 * GET {api_url}/market/index-realtime (group E, tier 1): the exchange's own index levels, breadth
 * and intraday series (api-facts §5.6). The five codes the service knows, in the order a VN index
 * bar shows them (vn-market.md §6.4).
 */
export const marketIndexCodes = ['VNINDEX', 'VN30', 'HNXINDEX', 'HNX30', 'UPCOMINDEX'] as const
export type MarketIndexCode = (typeof marketIndexCodes)[number]

export function isMarketIndexCode(value: string): value is MarketIndexCode {
  return (marketIndexCodes as readonly string[]).includes(value)
}

const count = z.number().int().nonnegative()
const series = z.array(z.number())
const countSeries = z.array(count)

/**
 * One entry as the simulator sends it, field for field. Breadth and the intraday series are the
 * "full mode" fields; the `*Arr`, `ceilings` and `floors` series only come with KRX (HOSE) indices.
 * `changePercent` is already in percent (0.12 means 0.12 %); `times` are Unix ms.
 */
export const indexRealtimeEntrySpecSchema = z.strictObject({
  index: z.string(),
  name: z.string(),
  sessionInExchange: z.string(),
  indexValue: z.number(),
  change: z.number(),
  changePercent: z.number(),
  reference: z.number(),
  allQuantity: count,
  allValue: count,
  advances: count.optional(),
  declines: count.optional(),
  nochanges: count.optional(),
  ceiling: count.optional(),
  floor: count.optional(),
  values: series.optional(),
  volumes: series.optional(),
  times: series.optional(),
  advancesArr: countSeries.optional(),
  declinesArr: countSeries.optional(),
  nochangesArr: countSeries.optional(),
  ceilings: countSeries.optional(),
  floors: countSeries.optional(),
})
export type IndexRealtimeEntrySpec = z.infer<typeof indexRealtimeEntrySpecSchema>

/** The success envelope of api-facts §5.1, with the payload under `result` as for this endpoint. */
export const indexRealtimeSpecSchema = z.strictObject({
  status: z.literal(200),
  error_code: z.literal('0'),
  message: z.string(),
  result: z.array(indexRealtimeEntrySpecSchema),
})
export type IndexRealtimeSpec = z.infer<typeof indexRealtimeSpecSchema>

/** Absent, null and numeric strings all read as the number or undefined (see lenient.ts). */
const optionalNumber = z
  .union([lenientNumber, z.null()])
  .optional()
  .transform((v) => v ?? undefined)
const optionalSeries = z
  .union([z.array(lenientNumber), z.null()])
  .optional()
  .transform((v) => v ?? undefined)

/**
 * What the client accepts: the level, change and reference must be there (without them the entry is
 * of no use); everything else may be missing, null or a numeric string, and unknown fields are
 * ignored. The series are not checked for equal length here: the reader aligns them.
 */
export const indexRealtimeEntrySchema = z.object({
  index: z.string().min(1),
  name: z.string().nullish(),
  sessionInExchange: z.string().nullish(),
  indexValue: lenientNumber,
  change: lenientNumber,
  changePercent: lenientNumber,
  reference: lenientNumber,
  allQuantity: optionalNumber,
  allValue: optionalNumber,
  advances: optionalNumber,
  declines: optionalNumber,
  nochanges: optionalNumber,
  ceiling: optionalNumber,
  floor: optionalNumber,
  values: optionalSeries,
  volumes: optionalSeries,
  times: optionalSeries,
})
export type IndexRealtimeEntry = z.infer<typeof indexRealtimeEntrySchema>

/** A 200 whose `error_code` is not "0" is a failure dressed as a success: it is refused too. */
export const indexRealtimeSchema = z
  .object({
    error_code: z.union([z.string(), z.number()]).optional(),
    message: z.string().nullish(),
    result: z.array(indexRealtimeEntrySchema),
  })
  .refine((body) => body.error_code === undefined || String(body.error_code) === '0', {
    message: 'error_code is not "0"',
    path: ['error_code'],
  })
export type IndexRealtime = z.infer<typeof indexRealtimeSchema>
