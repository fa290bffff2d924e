import type { ColDef, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { aliasesOf, daysToExpiry } from '../../../../src-shared/market/futures-contracts'
import type { Strings } from '../../../i18n/en'
import { formatPointChange } from './format'

/**
 * What the futures columns need besides their own row, read when a cell is computed; the board
 * refreshes these columns when the values behind them change (hooks/use-futures-grid.ts).
 */
export interface FuturesColumnInputs {
  /** The feed's trading date (dd/MM/yyyy): the broker's day, for days to expiry. */
  readonly tradingDate: () => string | null
  /** VN30 as the exchange publishes it; null when only a level derived from the basket is known. */
  readonly vn30: () => number | null
}

/** Wide enough for the Vietnamese headers ("Kỳ hạn", "Còn ngày"). */
const WIDTH = { alias: 54, expiryDays: 66 } as const

/**
 * The alias among the contracts on the board (F1M for the front month …), from the codes the board
 * shows rather than from a clock: the rows follow the broker's clock, and so do their aliases.
 */
function aliasGetter(p: ValueGetterParams<TickerRow, string>): string {
  if (!p.data) return ''
  const codes: string[] = []
  p.api.forEachNode((node) => {
    if (node.data) codes.push(node.data.symbol)
  })
  return aliasesOf(codes).get(p.data.symbol)?.replace('VN30', '') ?? ''
}

/** Alias and days to expiry, shown next to the contract code. */
export function contractColumns(
  inputs: FuturesColumnInputs,
  header: (id: 'alias' | 'expiryDays') => Pick<ColDef<TickerRow>, 'colId' | 'headerName' | 'headerTooltip'>,
  strings: Strings['board'],
): ColDef<TickerRow>[] {
  return [
    {
      ...header('alias'),
      headerTooltip: strings.futures.aliasTitle,
      pinned: 'left',
      width: WIDTH.alias,
      cellClass: 'cell-alias',
      valueGetter: aliasGetter,
    },
    {
      ...header('expiryDays'),
      headerTooltip: strings.futures.expiryTitle,
      type: 'rightAligned',
      width: WIDTH.expiryDays,
      valueGetter: (p: ValueGetterParams<TickerRow, number | null>) => {
        const date = inputs.tradingDate()
        return p.data && date !== null ? daysToExpiry(p.data.symbol, date) : null
      },
    },
  ]
}

/**
 * Basis, last − VN30, in points. Against a level derived from the basket it would be a number with
 * no meaning, so then the cell shows "—" and its tooltip says why.
 */
export function basisColumn(
  inputs: FuturesColumnInputs,
  header: Pick<ColDef<TickerRow>, 'colId' | 'headerName' | 'headerTooltip'>,
  strings: Strings['board'],
  width: number,
): ColDef<TickerRow> {
  return {
    ...header,
    headerTooltip: strings.futures.basisTitle,
    type: 'rightAligned',
    width,
    valueGetter: (p: ValueGetterParams<TickerRow, number | null>) => {
      const vn30 = inputs.vn30()
      if (!p.data || p.data.matchPrice <= 0 || vn30 === null) return null
      return Math.round((p.data.matchPrice - vn30) * 10) / 10
    },
    valueFormatter: (p: ValueFormatterParams<TickerRow, number | null>) =>
      p.value === null || p.value === undefined
        ? inputs.vn30() === null
          ? '—'
          : ''
        : formatPointChange(p.value, true),
    tooltip: () => (inputs.vn30() === null ? strings.futures.basisUnavailable : strings.futures.basisTitle),
    enableCellChangeFlash: true,
  }
}
