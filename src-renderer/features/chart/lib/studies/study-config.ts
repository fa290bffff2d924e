import {
  studyConfigSchema,
  type StudyConfig,
  type StudyKind,
} from '../../../../../src-shared/bridge/contract'

export { studyConfigSchema, type StudyConfig, type StudyKind }

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

const shortNames: Record<StudyKind, string> = {
  sma: 'SMA',
  ema: 'EMA',
  bollinger: 'BB',
  vwap: 'VWAP',
  volume: 'VOL',
  rsi: 'RSI',
  macd: 'MACD',
  stochastic: 'STOCH',
}

/** A study's short label on the chart, as traders write it: "SMA 20", "BB 20 2", "MACD 12 26 9". */
export function studyLabel(config: StudyConfig): string {
  const numbers = studyParams(config).map(([, v]) => String(v))
  return [shortNames[config.kind], ...numbers].join(' ')
}
