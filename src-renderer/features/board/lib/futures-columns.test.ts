import type {
  CellClassParams,
  ColDef,
  ColGroupDef,
  TooltipCallbackFunc,
  TooltipCallbackParams,
  ValueFormatterFunc,
  ValueGetterFunc,
  ValueGetterParams,
} from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { en } from '../../../i18n/en'
import { vi } from '../../../i18n/vi'
import { columnsOf } from './column-presets'
import { buildColumnDefs } from './columns'
import type { FuturesColumnInputs } from './futures-columns'
import { priceClassNames } from './price-class'
import { makeRow } from '../../../testing/ticker-rows'

type Def = ColDef<TickerRow> | ColGroupDef<TickerRow>
const leaves = (defs: readonly Def[]): ColDef<TickerRow>[] =>
  defs.flatMap((d) => ('children' in d ? leaves(d.children) : [d]))

const inputs = (vn30: number | null): FuturesColumnInputs => ({
  tradingDate: () => '10/04/2026',
  vn30: () => vn30,
})
const futuresDefs = (vn30: number | null = 2_078.4) =>
  leaves(buildColumnDefs({ strings: en.board, termsVi: vi.board, volumeUnit: 10, futures: inputs(vn30) }))
const stockDefs = () => leaves(buildColumnDefs({ strings: en.board, termsVi: vi.board, volumeUnit: 10 }))
const col = (defs: ColDef<TickerRow>[], id: string): ColDef<TickerRow> => {
  const def = defs.find((d) => d.colId === id)
  if (!def) throw new Error(`no column ${id}`)
  return def
}

const board = [
  makeRow('VN30F2604', { refPrice: 2_080.9, ceilPrice: 2_226.5, floorPrice: 1_935.3, matchPrice: 2_081.1 }),
  makeRow('VN30F2605', { refPrice: 2_085.7, ceilPrice: 2_231.6, floorPrice: 1_939.8, matchPrice: 2_231.6 }),
  makeRow('VN30F2606', { refPrice: 2_096.5, ceilPrice: 2_243.2, floorPrice: 1_949.8 }),
  makeRow('VN30F2609', { refPrice: 2_112, ceilPrice: 2_259.8, floorPrice: 1_964.2, matchPrice: 1_964.2 }),
]

/** What a cell of `row` shows in column `id`: its getter (or field), then its formatter. */
function cell(defs: ColDef<TickerRow>[], id: string, row: TickerRow): string {
  const def = col(defs, id)
  const params = {
    data: row,
    node: { data: row },
    api: {
      forEachNode: (visit: (n: { data: TickerRow }) => void) => board.forEach((r) => visit({ data: r })),
    },
  }
  const getter = def.valueGetter as ValueGetterFunc<TickerRow> | undefined
  const value = (
    getter ? getter(params as unknown as ValueGetterParams<TickerRow>) : row[def.field as keyof TickerRow]
  ) as string | number | null
  const formatter = def.valueFormatter as ValueFormatterFunc<TickerRow> | undefined
  return formatter
    ? formatter({ ...params, value } as unknown as Parameters<ValueFormatterFunc<TickerRow>>[0])
    : String(value ?? '')
}

describe('futures board columns', () => {
  it('has the contract alias and days to expiry by the code, basis by the match, and no room', () => {
    const ids = futuresDefs().map((d) => d.colId)
    expect(ids.slice(0, 3)).toEqual(['symbol', 'alias', 'expiryDays'])
    expect(ids.indexOf('basis')).toBe(ids.indexOf('changePercent') + 1)
    expect(ids).not.toContain('foreignRoom')
    const stock = stockDefs().map((d) => d.colId)
    expect(stock).toContain('foreignRoom')
    for (const id of ['alias', 'expiryDays', 'basis']) expect(stock).not.toContain(id)
    expect(columnsOf('futures')).toEqual(ids)
    expect(columnsOf('stock')).toEqual(stock)
  })

  it('prints prices in index points with one decimal and volumes in contracts, not ×1,000 or ×10', () => {
    const row = makeRow('VN30F2604', {
      matchPrice: 2_081.1,
      matchQtty: 1_234,
      change: -1.5,
      refPrice: 2_082.6,
    })
    expect(cell(futuresDefs(), 'matchPrice', row)).toBe('2,081.1')
    expect(cell(futuresDefs(), 'matchVol', row)).toBe('1,234')
    expect(cell(futuresDefs(), 'change', row)).toBe('-1.5')
    // The same figures on a stock board would be VND in thousands and shares in tens.
    expect(cell(stockDefs(), 'matchPrice', row)).toBe('2.08')
    expect(cell(stockDefs(), 'matchVol', row)).toBe('123')
  })

  it('names each contract from the codes on the board and counts days from the trading date', () => {
    const defs = futuresDefs()
    expect(board.map((r) => cell(defs, 'alias', r))).toEqual(['F1M', 'F2M', 'F1Q', 'F2Q'])
    expect(cell(defs, 'expiryDays', board[0] ?? makeRow('x'))).toBe('6')
    expect(cell(defs, 'expiryDays', board[3] ?? makeRow('x'))).toBe('160')
  })

  it('shows basis against the exchange VN30, and says why not when only a derived level exists', () => {
    const front = board[0] ?? makeRow('x')
    expect(cell(futuresDefs(2_078.4), 'basis', front)).toBe('+2.7')
    expect(cell(futuresDefs(2_090), 'basis', front)).toBe('-8.9')
    expect(cell(futuresDefs(null), 'basis', front)).toBe('—')
    const tooltip = col(futuresDefs(null), 'basis').tooltip as TooltipCallbackFunc<TickerRow>
    expect(tooltip({} as TooltipCallbackParams<TickerRow>)).toBe(en.board.futures.basisUnavailable)
    const withLevel = col(futuresDefs(2_078.4), 'basis').tooltip as TooltipCallbackFunc<TickerRow>
    expect(withLevel({} as TooltipCallbackParams<TickerRow>)).toBe(en.board.futures.basisTitle)
  })

  it('colours every price cell by the futures band: ceiling, floor, reference, up, down', () => {
    const defs = futuresDefs()
    const classes = (id: string, row: TickerRow): string[] => {
      const rules = col(defs, id).cellClassRules ?? {}
      return Object.entries(rules).flatMap(([name, rule]) =>
        typeof rule === 'function' && rule({ data: row } as CellClassParams<TickerRow>) ? [name] : [],
      )
    }
    expect(classes('matchPrice', board[1] ?? makeRow('x'))).toEqual([priceClassNames.ceil])
    expect(classes('matchPrice', board[3] ?? makeRow('x'))).toEqual([priceClassNames.floor])
    expect(classes('matchPrice', board[0] ?? makeRow('x'))).toEqual([priceClassNames.up])
    const atRef = makeRow('VN30F2606', { ...board[2], bidPrice01: 2_096.5, offerPrice01: 2_096.4 })
    expect(classes('bidPrice1', atRef)).toEqual([priceClassNames.ref])
    expect(classes('offerPrice1', atRef)).toEqual([priceClassNames.down])
  })
})
