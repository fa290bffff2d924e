import { badParameter, type RouteAnswer } from './route-kit'
import { vnParts, vnTime } from '../../../src-shared/market/vietnam-calendar'

/** Windows of the comparison endpoints: how far back a row's change and totals reach. */
export const windows = ['1D', '1W', '1M', '3M', '6M', 'YTD', '1Y'] as const
export type Window = (typeof windows)[number]
const windowDays: Readonly<Record<Exclude<Window, 'YTD'>, number>> = {
  '1D': 1,
  '1W': 7,
  '1M': 30,
  '3M': 91,
  '6M': 182,
  '1Y': 365,
}

/** Start of a window ending at `nowMs` (Vietnam time for YTD's 1 January). */
export function windowStartMs(window: Window, nowMs: number): number {
  if (window === 'YTD') {
    return vnTime(vnParts(nowMs).year, 1, 1)
  }
  return nowMs - windowDays[window] * 86_400_000
}

/** `<field>_gt` / `<field>_lt` names, for the route kit to leave to the handler. */
export const boundParameter = /^[a-z_]+_(gt|lt)$/

type Row = Record<string, unknown>

/**
 * The comparison endpoints' shared query semantics over computed rows: numeric `<field>_gt` and
 * `<field>_lt` (strict bounds; a row whose field is null never passes), `sort` (a field, `-` for
 * descending, nulls last), and `fields` (the columns kept; `key` is always kept).
 */
export function applyTable(
  rows: readonly Row[],
  raw: Readonly<Record<string, unknown>>,
  spec: {
    key: string
    numeric: readonly string[]
    all: readonly string[]
    sort?: string
    defaultSort: string
    fields?: readonly string[]
  },
): { rows: Row[] } | RouteAnswer {
  const bounds: { field: string; op: 'gt' | 'lt'; value: number }[] = []
  for (const [name, value] of Object.entries(raw)) {
    const m = /^([a-z_]+)_(gt|lt)$/.exec(name)
    if (m === null) continue
    const field = m[1] ?? ''
    if (!spec.numeric.includes(field))
      return badParameter(`${name}: ${field} is not a numeric field (${spec.numeric.join(', ')})`)
    if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value))
      return badParameter(`${name} must be one number`)
    bounds.push({ field, op: m[2] === 'gt' ? 'gt' : 'lt', value: Number(value) })
  }
  const sort = spec.sort ?? spec.defaultSort
  const desc = sort.startsWith('-')
  const sortField = desc ? sort.slice(1) : sort
  if (!spec.all.includes(sortField)) return badParameter(`sort: unknown field ${sortField}`)
  const unknown = (spec.fields ?? []).filter((f) => !spec.all.includes(f))
  if (unknown.length > 0) return badParameter(`fields: unknown field(s) ${unknown.join(', ')}`)

  const kept = rows.filter((r) =>
    bounds.every((b) => {
      const v = r[b.field]
      return typeof v === 'number' && (b.op === 'gt' ? v > b.value : v < b.value)
    }),
  )
  const cmp = (a: unknown, b: unknown): number => {
    if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1
    if (b === null || b === undefined) return -1
    const order =
      typeof a === 'number' && typeof b === 'number'
        ? a - b
        : typeof a === 'string' && typeof b === 'string'
          ? a.localeCompare(b)
          : 0
    return desc ? -order : order
  }
  kept.sort(
    (a, b) => cmp(a[sortField], b[sortField]) || String(a[spec.key]).localeCompare(String(b[spec.key])),
  )
  const fields = spec.fields
  if (fields === undefined || fields.length === 0) return { rows: kept }
  const keep = new Set([spec.key, ...fields])
  return { rows: kept.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k)))) }
}
