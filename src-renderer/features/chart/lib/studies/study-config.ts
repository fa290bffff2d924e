import { z } from 'zod'

/**
 * The studies a chart can show and their parameters, as the trader picks them and as they are
 * saved. Bounds keep a typed value sane (a 0-period average, a 10,000-bar window).
 */
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

export const studyKinds = [
  'sma',
  'ema',
  'bollinger',
  'vwap',
  'volume',
  'rsi',
  'macd',
  'stochastic',
] as const satisfies readonly StudyKind[]

/** The lines each study draws, by name; each bar's value of a line is a number or null (warm-up). */
export const studyLines = {
  sma: ['value'],
  ema: ['value'],
  bollinger: ['middle', 'upper', 'lower'],
  vwap: ['value'],
  volume: ['volume', 'average'],
  rsi: ['value'],
  macd: ['macd', 'signal', 'histogram'],
  stochastic: ['k', 'd'],
} as const satisfies Record<StudyKind, readonly string[]>

export type StudyLine<K extends StudyKind> = (typeof studyLines)[K][number]
export type StudyValues = Readonly<Record<string, number | null>>

/** Studies drawn over the candles; the others get a pane of their own below. */
export const overlayKinds: ReadonlySet<StudyKind> = new Set(['sma', 'ema', 'bollinger', 'vwap'])

/** A study with every parameter at its default. */
export function defaultStudy(kind: StudyKind): StudyConfig {
  return studyConfigSchema.parse({ kind })
}

/** The editable numbers of a study, in the order the menu shows them. */
export function studyParams(config: StudyConfig): readonly (readonly [string, number])[] {
  return Object.entries(config).filter((e): e is [string, number] => typeof e[1] === 'number')
}

/** A study's short label on the chart: "SMA 20", "MACD 12 26 9". */
export function studyLabel(config: StudyConfig): string {
  const numbers = studyParams(config).map(([, v]) => String(v))
  return [config.kind.toUpperCase(), ...numbers].join(' ')
}
