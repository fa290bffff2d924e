import { z } from 'zod'

/**
 * Group E as Finhay Securities (FHSC) publishes it: developers.fhsc.com.vn (envelope and errors), the
 * official finhay-skills-hub references (`index-realtime.md`, `error-codes.md`) and the quote-history
 * shape quoted from the official openapi.yaml (api-facts §5). Written here by hand.
 */

/** Every failure, whatever the path: `{error_code, message}`. */
export const fhscError = z.object({ error_code: z.string().min(1), message: z.string().min(1) })

const counts = z.array(z.number().int())

/** `GET /market/index-realtime`: `result` is always an array; breadth and series in full mode. */
export const indexRealtime = z.object({
  status: z.literal(200),
  error_code: z.literal('0').optional(),
  message: z.string().optional(),
  result: z.array(
    z.object({
      index: z.string(),
      name: z.string(),
      sessionInExchange: z.string(),
      indexValue: z.number(),
      change: z.number(),
      /** Already in percent: 0.12 means 0.12 %. */
      changePercent: z.number(),
      reference: z.number(),
      allQuantity: z.number(),
      allValue: z.number(),
      advances: z.number().int().optional(),
      declines: z.number().int().optional(),
      nochanges: z.number().int().optional(),
      ceiling: z.number().int().optional(),
      floor: z.number().int().optional(),
      values: z.array(z.number()).optional(),
      volumes: z.array(z.number()).optional(),
      /** Unix ms. */
      times: z.array(z.number().int().gt(1e12)).optional(),
      advancesArr: counts.optional(),
      declinesArr: counts.optional(),
      nochangesArr: counts.optional(),
      ceilings: counts.optional(),
      floors: counts.optional(),
    }),
  ),
})

/**
 * `GET /market/quotes/{kind}/{symbol}/history`: candles in `data.series`, `t` in Unix seconds; `o`
 * and `v` null on close-only series, `c` null on yield-only candles; `currency` omitted for indices.
 */
export const quoteHistory = z.object({
  error_code: z.literal('0'),
  message: z.string(),
  data: z.object({
    symbol: z.string().optional(),
    currency: z.string().optional(),
    series: z.array(
      z.object({
        t: z.number().int().gt(1e9).lt(1e11),
        o: z.number().nullable(),
        h: z.number(),
        l: z.number(),
        c: z.number().nullable(),
        v: z.number().nullable(),
      }),
    ),
  }),
})
