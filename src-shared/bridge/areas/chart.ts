import { z } from 'zod'
import { symbolSchema } from './common'

/** Charts: a symbol's candles from the broker's quote history (group E), for the chart windows. */

/** Candle widths a chart offers: minutes, one hour, one session. */
export const chartResolutions = ['1', '5', '15', '60', '1D'] as const
export const chartResolutionSchema = z.enum(chartResolutions)
export type ChartResolution = z.infer<typeof chartResolutionSchema>

/**
 * One candle as the broker sent it. `time` is the candle's start in epoch seconds; `open` and
 * `volume` are null on close-only series. Prices are in the broker's unit, which the history does not
 * state reliably (api-facts §5.6): the chart scales them against the board's reference price.
 */
export const candleSchema = z.object({
  time: z.number(),
  open: z.number().nullable(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number().nullable(),
})
export type Candle = z.infer<typeof candleSchema>

export const chartHistorySchema = z.object({
  symbol: z.string(),
  resolution: chartResolutionSchema,
  /** The currency the broker named, if any (absent for indices). */
  currency: z.string().nullable(),
  candles: z.array(candleSchema),
  /** Epoch ms the core read it. */
  at: z.number(),
})
export type ChartHistory = z.infer<typeof chartHistorySchema>

export const chartCalls = {
  'chart.history': {
    input: z.strictObject({ symbol: symbolSchema, resolution: chartResolutionSchema }),
    output: chartHistorySchema,
  },
} as const
