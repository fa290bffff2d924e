import { z } from 'zod'
import { settingsIdSchema, settingsSymbolSchema } from './settings'

/**
 * What a chart window keeps in the settings file, declared once: its arrangement of charts, each
 * chart's symbol, width and studies, and the lines drawn per symbol. The chart feature and the core
 * both check them against these schemas.
 */

/** Candle widths a chart offers: minutes, one hour, one session. */
export const chartResolutions = ['1', '5', '15', '60', '1D'] as const
export const chartResolutionSchema = z.enum(chartResolutions)
export type ChartResolution = z.infer<typeof chartResolutionSchema>

// Bounds keep a typed value computable (a 0-period average, a 10,000-bar window).
const period = (fallback: number) => z.number().int().min(2).max(500).default(fallback)

export const studyConfigSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sma'), period: period(20) }),
  z.object({ kind: z.literal('ema'), period: period(50) }),
  z.object({
    kind: z.literal('bollinger'),
    period: period(20),
    width: z.number().min(0.5).max(5).default(2),
  }),
  z.object({ kind: z.literal('vwap') }),
  z.object({ kind: z.literal('volume'), period: period(20) }),
  z.object({ kind: z.literal('rsi'), period: period(14) }),
  z.object({ kind: z.literal('macd'), fast: period(12), slow: period(26), signal: period(9) }),
  z.object({
    kind: z.literal('stochastic'),
    period: period(14),
    smooth: z.number().int().min(1).max(50).default(3),
    signal: period(3),
  }),
])
export type StudyConfig = z.infer<typeof studyConfigSchema>
export type StudyKind = StudyConfig['kind']

/** One chart of a chart window. */
export const chartCellSchema = z.object({
  symbol: settingsSymbolSchema,
  resolution: chartResolutionSchema,
  studies: z.array(studyConfigSchema).max(12),
})
export type ChartCell = z.infer<typeof chartCellSchema>

/** How many charts a window shows: one, two side by side, or four in a grid. */
export const chartArrangements = ['1', '2', '4'] as const
export const chartArrangementSchema = z.enum(chartArrangements)
export type ChartArrangement = z.infer<typeof chartArrangementSchema>

/**
 * A chart window's layout. `oneSymbol`: every chart shows the first one's symbol (at its own
 * width); otherwise each keeps its own. Cells beyond the arrangement are kept for when it grows.
 */
export const chartLayoutSchema = z.object({
  id: settingsIdSchema,
  arrangement: chartArrangementSchema,
  oneSymbol: z.boolean(),
  cells: z.array(chartCellSchema).min(1).max(4),
})
export type ChartLayout = z.infer<typeof chartLayoutSchema>

const point = z.object({ time: z.number().int(), price: z.number().positive() })

/**
 * A line drawn on a symbol's chart. A level is a price (the lines price alerts are set on: an alert
 * refers to a level by symbol and id); a trend line joins two points of time and price.
 */
export const drawingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), id: settingsIdSchema, price: z.number().positive() }),
  z.object({ kind: z.literal('trend'), id: settingsIdSchema, from: point, to: point }),
])
export type Drawing = z.infer<typeof drawingSchema>

export const symbolDrawingsSchema = z.object({
  symbol: settingsSymbolSchema,
  drawings: z.array(drawingSchema).max(100),
})
export type SymbolDrawings = z.infer<typeof symbolDrawingsSchema>
