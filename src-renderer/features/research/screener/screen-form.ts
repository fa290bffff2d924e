import {
  screenFiltersSchema,
  type ScreenerExchange,
  type ScreenerField,
  type ScreenerNumericField,
  type ScreenerWindow,
  type ScreenFilters,
} from '../../../../src-shared/schemas/research/screen'

/**
 * The screener form as the user fills it (text as typed), and its mapping to the screen the bridge
 * takes. Bounds are typed in the units the board shows — prices ×1,000 VND, value and market cap in
 * billion VND — and sent in the server's units (VND); nothing is sent while a problem remains.
 */
export interface BoundRow {
  /** Stable key for the row's inputs while rows are added and removed. */
  readonly key: number
  readonly field: ScreenerNumericField
  readonly op: 'gt' | 'lt'
  readonly value: string
}

export interface ScreenForm {
  readonly exchange: ScreenerExchange | ''
  readonly index: string
  readonly sector: string
  readonly bounds: readonly BoundRow[]
  readonly sortField: ScreenerField
  readonly sortDesc: boolean
  readonly window: ScreenerWindow | ''
  /** yyyy-MM-dd, or empty. */
  readonly date: string
  /** The columns asked for; empty means every column. */
  readonly fields: readonly ScreenerField[]
}

export type FormProblem =
  | { readonly kind: 'windowAndDate' }
  | { readonly kind: 'badNumber'; readonly field: ScreenerNumericField; readonly value: string }
  | { readonly kind: 'twice'; readonly field: ScreenerNumericField; readonly op: 'gt' | 'lt' }
  | { readonly kind: 'emptyRange'; readonly field: ScreenerNumericField }
  | { readonly kind: 'badIndex'; readonly value: string }
  | { readonly kind: 'badSector'; readonly value: string }
  | { readonly kind: 'badDate'; readonly value: string }

/** How many VND one typed unit of a field is (the board's units); 1 for plain counts and ratios. */
export const inputScale: Readonly<Record<ScreenerNumericField, number>> = {
  price: 1_000,
  change: 1_000,
  change_percent: 1,
  volume: 1,
  value: 1e9,
  market_cap: 1e9,
  pe: 1,
  pb: 1,
  roe: 1,
  eps: 1,
  foreign_net_volume: 1,
}

export const emptyForm: ScreenForm = {
  exchange: '',
  index: '',
  sector: '',
  bounds: [],
  sortField: 'market_cap',
  sortDesc: true,
  window: '',
  date: '',
  fields: [],
}

/** A number as traders type it: "1,250.5", "-3", "0.8" (commas group thousands, as on the board). */
export function parseTyped(text: string): number | null {
  const t = text.trim().replace(/\s/g, '')
  if (!/^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(t)) return null
  return Number(t.replace(/,/g, ''))
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6

export type FormResult =
  | { readonly ok: true; readonly filters: ScreenFilters }
  | { readonly ok: false; readonly problems: readonly FormProblem[] }

/** The screen the form describes, or every problem that stops it being sent. */
export function toFilters(form: ScreenForm): FormResult {
  const problems: FormProblem[] = []
  if (form.window !== '' && form.date.trim() !== '') problems.push({ kind: 'windowAndDate' })
  const index = form.index.trim().toUpperCase()
  const sector = form.sector.trim().toLowerCase()
  const date = form.date.trim()
  if (index !== '' && !/^[A-Z0-9]{2,16}$/.test(index)) problems.push({ kind: 'badIndex', value: index })
  if (sector !== '' && !/^[a-z-]{2,60}$/.test(sector)) problems.push({ kind: 'badSector', value: sector })
  if (date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.push({ kind: 'badDate', value: date })

  const bounds: Partial<Record<ScreenerNumericField, { gt?: number; lt?: number }>> = {}
  for (const row of form.bounds) {
    if (row.value.trim() === '') continue
    const typed = parseTyped(row.value)
    if (typed === null) {
      problems.push({ kind: 'badNumber', field: row.field, value: row.value.trim() })
      continue
    }
    const bound = (bounds[row.field] ??= {})
    if (bound[row.op] !== undefined) {
      problems.push({ kind: 'twice', field: row.field, op: row.op })
      continue
    }
    bound[row.op] = round(typed * inputScale[row.field])
  }
  for (const [field, b] of Object.entries(bounds) as [ScreenerNumericField, { gt?: number; lt?: number }][]) {
    if (b.gt !== undefined && b.lt !== undefined && b.gt >= b.lt) problems.push({ kind: 'emptyRange', field })
  }
  if (problems.length > 0) return { ok: false, problems }

  const filters = screenFiltersSchema.parse({
    ...(form.exchange === '' ? {} : { exchange: form.exchange }),
    ...(index === '' ? {} : { index }),
    ...(sector === '' ? {} : { sector }),
    bounds,
    sort: `${form.sortDesc ? '-' : ''}${form.sortField}`,
    ...(form.window === '' ? {} : { window: form.window }),
    ...(date === '' ? {} : { date }),
    // `symbol` comes back anyway; the sort field too, so the order the user asked for is visible.
    ...(form.fields.length === 0
      ? {}
      : { fields: [...new Set<ScreenerField>(['symbol', ...form.fields, form.sortField])] }),
  })
  return { ok: true, filters }
}

const typed = (n: number, field: ScreenerNumericField): string => String(round(n / inputScale[field]))

/** A saved screen back in the form (to show it, change it, run it again). */
export function toForm(filters: ScreenFilters, nextKey: () => number): ScreenForm {
  const sort = filters.sort ?? '-market_cap'
  const desc = sort.startsWith('-')
  const sortField = (desc ? sort.slice(1) : sort) as ScreenerField
  const bounds: BoundRow[] = []
  for (const [field, b] of Object.entries(filters.bounds) as [
    ScreenerNumericField,
    { gt?: number; lt?: number },
  ][]) {
    if (b.gt !== undefined) bounds.push({ key: nextKey(), field, op: 'gt', value: typed(b.gt, field) })
    if (b.lt !== undefined) bounds.push({ key: nextKey(), field, op: 'lt', value: typed(b.lt, field) })
  }
  return {
    exchange: filters.exchange ?? '',
    index: filters.index ?? '',
    sector: filters.sector ?? '',
    bounds,
    sortField,
    sortDesc: desc,
    window: filters.window ?? '',
    date: filters.date ?? '',
    fields: (filters.fields ?? []).filter((f) => f !== 'symbol'),
  }
}
