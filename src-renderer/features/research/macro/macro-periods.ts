/**
 * Macro periods as the spec writes them — `yyyy`, `yyyy-Qn`, `yyyy-MM` — read into something a chart
 * can place. The format, not the catalog's `frequency` word, decides: a server may spell the word
 * differently, but a period's shape is the spec's.
 */
export type PeriodKind = 'year' | 'quarter' | 'month'

const patterns: readonly [PeriodKind, RegExp][] = [
  ['year', /^(\d{4})$/],
  ['quarter', /^(\d{4})-Q([1-4])$/],
  ['month', /^(\d{4})-(0[1-9]|1[0-2])$/],
]

export interface Period {
  readonly kind: PeriodKind
  /** Periods counted from year 0 in the kind's own step (years, quarters or months). */
  readonly index: number
}

export function parsePeriod(label: string): Period | null {
  for (const [kind, pattern] of patterns) {
    const m = pattern.exec(label)
    if (m === null) continue
    const year = Number(m[1])
    const part = Number(m[2] ?? 1) - 1
    return { kind, index: kind === 'year' ? year : kind === 'quarter' ? year * 4 + part : year * 12 + part }
  }
  return null
}

export function periodLabel(p: Period): string {
  if (p.kind === 'year') return String(p.index)
  if (p.kind === 'quarter') return `${String(Math.floor(p.index / 4))}-Q${String((p.index % 4) + 1)}`
  return `${String(Math.floor(p.index / 12))}-${String((p.index % 12) + 1).padStart(2, '0')}`
}

/** The first period of a range of `count` ending at `latest` (for the series' `from`). */
export function periodsBack(latest: string, count: number): string | null {
  const p = parsePeriod(latest)
  return p === null ? null : periodLabel({ kind: p.kind, index: p.index - (count - 1) })
}

/** A month as lightweight-charts' business day (its first day); null for other kinds. */
export function monthDay(label: string): string | null {
  const p = parsePeriod(label)
  return p?.kind === 'month' ? `${label}-01` : null
}

/** The kind a whole series has, or null when its periods are mixed or unreadable. */
export function seriesKind(labels: readonly string[]): PeriodKind | null {
  const kinds = new Set(labels.map((l) => parsePeriod(l)?.kind ?? null))
  const [only] = kinds
  return kinds.size === 1 && only !== undefined ? only : null
}
