import type { CellClassRules, ColDef, ValueFormatterParams } from 'ag-grid-community'
import type { ScreenerField } from '../../../../src-shared/schemas/research/screen'
import type { ScreenerRow } from '../../../../src-shared/schemas/research/stocks'
import { formatPercent, formatSigned } from '../../../lib/numbers'
import { billions, count, ratio, thousands } from '../lib/format'
import type { ScreenerStrings } from './strings'

type Format = (value: number | null | undefined) => string

const signedPercent: Format = (v) =>
  v === null || v === undefined ? '–' : `${v > 0 ? '+' : ''}${formatPercent(v)}`
const signedThousands: Format = (v) => (v === null || v === undefined ? '–' : formatSigned(v / 1000))
const signedCount: Format = (v) => (v === null || v === undefined ? '–' : formatSigned(v, 0))

/** Each numeric column in the board's convention (lib/numbers.ts): prices ×1,000, money in billions. */
const numberFormats: Partial<Record<ScreenerField, Format>> = {
  price: thousands,
  change: signedThousands,
  change_percent: signedPercent,
  volume: count,
  value: billions,
  market_cap: billions,
  pe: (v) => ratio(v),
  pb: (v) => ratio(v),
  roe: (v) => ratio(v),
  eps: count,
  foreign_net_volume: signedCount,
}

const bySign: CellClassRules<ScreenerRow> = {
  'price-up': (p) => typeof p.data?.change === 'number' && p.data.change > 0,
  'price-down': (p) => typeof p.data?.change === 'number' && p.data.change < 0,
  'price-ref': (p) => p.data?.change === 0,
}
const ownSign: CellClassRules<ScreenerRow> = {
  'price-up': (p) => typeof p.value === 'number' && p.value > 0,
  'price-down': (p) => typeof p.value === 'number' && p.value < 0,
}

const widths: Partial<Record<ScreenerField, number>> = { symbol: 72, name: 220, exchange: 74, sector: 150 }

/** The grid's columns for the fields a screen returns, labelled in the window's language. */
export function screenerColumns(
  fields: readonly ScreenerField[],
  s: ScreenerStrings,
  sectorName: (slug: string) => string,
): ColDef<ScreenerRow>[] {
  return fields.map((field): ColDef<ScreenerRow> => {
    const format = numberFormats[field]
    const base: ColDef<ScreenerRow> = {
      colId: field,
      field,
      headerName: s.fields[field],
      sortable: false,
      width: widths[field] ?? 104,
    }
    if (format === undefined) {
      return {
        ...base,
        ...(field === 'symbol' ? { pinned: 'left' as const, cellClass: 'sc-symbol' } : {}),
        ...(field === 'sector'
          ? {
              valueFormatter: (p: ValueFormatterParams<ScreenerRow>) =>
                typeof p.value === 'string' && p.value !== '' ? sectorName(p.value) : '–',
            }
          : {}),
      }
    }
    const rules =
      field === 'price' || field === 'change' || field === 'change_percent'
        ? bySign
        : field === 'foreign_net_volume'
          ? ownSign
          : undefined
    return {
      ...base,
      type: 'rightAligned',
      valueFormatter: (p: ValueFormatterParams<ScreenerRow>) =>
        format(typeof p.value === 'number' ? p.value : null),
      ...(rules === undefined ? {} : { cellClassRules: rules }),
    }
  })
}
