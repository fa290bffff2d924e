import { z } from 'zod'
import {
  chartLayoutSchema,
  chartResolutionSchema,
  drawingSchema,
  symbolDrawingsSchema,
} from '../../schemas/chart-settings'
import { settingsIdSchema } from '../../schemas/settings'
import { symbolSchema } from './common'

/**
 * Charts: a symbol's candles from the broker's quote history (group E), for the chart windows; and
 * what chart windows keep in the settings file (their layouts and studies, the lines drawn per
 * symbol).
 */

export * from '../../schemas/chart-settings'

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

const ok = z.object({ ok: z.literal(true) })

export const chartCalls = {
  'chart.history': {
    input: z.strictObject({ symbol: symbolSchema, resolution: chartResolutionSchema }),
    output: chartHistorySchema,
  },
  /** A chart window's saved layout; null for a window never saved. */
  'chart.layout': { input: z.strictObject({ id: settingsIdSchema }), output: chartLayoutSchema.nullable() },
  'chart.saveLayout': { input: chartLayoutSchema.strict(), output: ok },
  /** The lines drawn on a symbol's charts (none when nothing was drawn). */
  'chart.drawings': { input: z.strictObject({ symbol: symbolSchema }), output: symbolDrawingsSchema },
  'chart.saveDrawings': {
    input: z.strictObject({ symbol: symbolSchema, drawings: z.array(drawingSchema).max(100) }),
    output: ok,
  },
} as const
