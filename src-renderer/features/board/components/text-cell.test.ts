// @vitest-environment happy-dom
import type { ColDef, ColGroupDef, ICellRendererParams } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { dictionaryOf } from '../../../i18n/strings'
import { makeRow } from '../../../testing/ticker-rows'
import { createCellFlasher } from '../lib/cell-flash'
import { buildColumnDefs } from '../lib/columns'
import type { TextFit } from '../lib/text-fit'
import { clipClass, liveClass, TextCell, withTextCells, type TextCellParams } from './text-cell'

type Def = ColDef<TickerRow> | ColGroupDef<TickerRow>
const leaves = (defs: readonly Def[]): ColDef<TickerRow>[] =>
  defs.flatMap((d) => ('children' in d ? leaves(d.children) : [d]))

describe('withTextCells', () => {
  it('draws the cells of live columns with TextCell and moves their flash to the board flasher', () => {
    const flasher = createCellFlasher({ flashMs: 1, fadeMs: 1 })
    const own = (): null => null
    const defs: Def[] = [
      { colId: 'symbol', field: 'symbol' },
      {
        groupId: 'match',
        children: [
          { colId: 'matchPrice', field: 'matchPrice', enableCellChangeFlash: true },
          { colId: 'custom', field: 'matchQtty', enableCellChangeFlash: true, cellRenderer: own },
        ],
      },
    ]
    const [symbol, group] = withTextCells(defs, { flasher })
    // A value fixed for the day: ag-grid's own text, no renderer to create per cell.
    expect(symbol).toBe(defs[0])
    const [match, custom] = group && 'children' in group ? group.children : []
    expect(match).toMatchObject({
      colId: 'matchPrice',
      enableCellChangeFlash: false,
      cellRenderer: TextCell,
      cellRendererParams: { flasher },
    })
    // A renderer of its own stays, with ag-grid's flash.
    expect(custom).toBe(defs[1] && 'children' in defs[1] ? defs[1].children[1] : undefined)
  })

  it('moves the board’s colour rules of live columns into the renderer, and only those', () => {
    const strings = dictionaryOf('en').board
    const board = buildColumnDefs({ strings, termsVi: dictionaryOf('vi').board, volumeUnit: 1 })
    const flasher = createCellFlasher({ flashMs: 1, fadeMs: 1 })
    const byId = new Map(leaves(withTextCells(board, { flasher })).map((d) => [d.colId, d]))
    const params = (id: string): TextCellParams | undefined => {
      const given: unknown = byId.get(id)?.cellRendererParams
      return given as TextCellParams | undefined
    }
    // A volume is coloured by its level's price; the change by the match price.
    expect(params('bidVol1')?.colourField).toBe('bidPrice01')
    expect(params('change')?.colourField).toBe('matchPrice')
    expect(byId.get('bidVol1')?.cellClassRules).toBeUndefined()
    // A live column without colour has none; the symbol keeps ag-grid's rules (it has no renderer).
    expect(params('totalVol')?.colourField).toBeUndefined()
    expect(byId.get('symbol')?.cellRenderer).toBeUndefined()
    expect(Object.keys(byId.get('symbol')?.cellClassRules ?? {})).toContain('price-up')
  })
})

/** The part of ag-grid's renderer parameters TextCell reads. */
function cellParams(
  cell: HTMLElement,
  row: TickerRow,
  extra: TextCellParams & { width?: number },
): ICellRendererParams<TickerRow> & TextCellParams {
  const value = row.matchPrice
  const params = {
    ...extra,
    value,
    valueFormatted: (value / 1000).toFixed(2),
    data: row,
    eGridCell: cell,
    column: { getActualWidth: () => extra.width ?? 52 },
  }
  return params as unknown as ICellRendererParams<TickerRow> & TextCellParams
}

describe('TextCell', () => {
  const band = { refPrice: 20_000, ceilPrice: 21_400, floorPrice: 18_600 }
  const fitsUnder = (chars: number): TextFit => ({ fits: (text) => text.length < chars })

  it('colours the cell by its price against the band, writing the class only when it changes', () => {
    const cell = document.createElement('div')
    const renderer = new TextCell()
    renderer.init(
      cellParams(cell, makeRow('AAA', { ...band, matchPrice: 20_500 }), { colourField: 'matchPrice' }),
    )
    expect(cell.className).toBe('price-up')
    expect(renderer.getGui().textContent).toBe('20.50')
    const writes: string[] = []
    new MutationObserver((records) => records.forEach((r) => writes.push(r.attributeName ?? ''))).observe(
      cell,
      {
        attributes: true,
      },
    )
    renderer.refresh(
      cellParams(cell, makeRow('AAA', { ...band, matchPrice: 20_600 }), { colourField: 'matchPrice' }),
    )
    renderer.refresh(
      cellParams(cell, makeRow('AAA', { ...band, matchPrice: 21_400 }), { colourField: 'matchPrice' }),
    )
    expect(cell.className).toBe('price-ceil')
    renderer.refresh(
      cellParams(cell, makeRow('AAA', { ...band, matchPrice: 0 }), { colourField: 'matchPrice' }),
    )
    expect(cell.className).toBe('')
    return Promise.resolve().then(() => expect(writes).toHaveLength(3))
  })

  it('drops the clip while the text fits and puts it back when it does not', () => {
    const cell = document.createElement('div')
    const renderer = new TextCell()
    const fit = fitsUnder(6)
    renderer.init(cellParams(cell, makeRow('AAA', { ...band, matchPrice: 20_500 }), { fit }))
    expect(cell.classList.contains(liveClass)).toBe(true)
    expect(cell.classList.contains(clipClass)).toBe(false)
    renderer.refresh(cellParams(cell, makeRow('AAA', { ...band, matchPrice: 120_500 }), { fit }))
    expect(renderer.getGui().textContent).toBe('120.50')
    expect(cell.classList.contains(clipClass)).toBe(true)
    renderer.refresh(cellParams(cell, makeRow('AAA', { ...band, matchPrice: 20_500 }), { fit }))
    expect(cell.classList.contains(clipClass)).toBe(false)
    // A cell whose width cannot be reckoned keeps the clip.
    const unknown = document.createElement('div')
    new TextCell().init(cellParams(unknown, makeRow('BBB'), { fit: { fits: () => false } }))
    expect(unknown.classList.contains(clipClass)).toBe(true)
  })
})
