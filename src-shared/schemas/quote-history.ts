import { z } from 'zod'
import { lenientNumber } from './lenient'

/**
 * `GET /market/quotes/{kind}/{symbol}/history` of group E (api-facts §5.6): the payload in `data`,
 * candles `{t, o, h, l, c, v}` in `data.series`; `o` and `v` are null on close-only series, `c` is
 * null on yield-only candles (government bonds), which a price chart skips. `t` is epoch seconds.
 */
const candle = z.object({
  t: lenientNumber,
  o: lenientNumber.nullable(),
  h: lenientNumber.nullable(),
  l: lenientNumber.nullable(),
  c: lenientNumber.nullable(),
  v: lenientNumber.nullable().optional(),
})

export const quoteHistorySchema = z.object({
  error_code: z.union([z.literal('0'), z.literal(0)]).optional(),
  data: z.object({
    symbol: z.string().optional(),
    currency: z.string().nullable().optional(),
    series: z.array(candle),
  }),
})
export type QuoteHistoryBody = z.infer<typeof quoteHistorySchema>
