import type { ColDef, ColGroupDef } from 'ag-grid-community'
import { describe, expect, it } from 'vitest'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { createCellFlasher } from '../lib/cell-flash'
import { TextCell, withTextCells } from './text-cell'

describe('withTextCells', () => {
  it('draws the cells of live columns with TextCell and moves their flash to the board flasher', () => {
    const flasher = createCellFlasher({ flashMs: 1, fadeMs: 1 })
    const own = (): null => null
    const defs: (ColDef<TickerRow> | ColGroupDef<TickerRow>)[] = [
      { colId: 'symbol', field: 'symbol' },
      {
        groupId: 'match',
        children: [
          { colId: 'matchPrice', field: 'matchPrice', enableCellChangeFlash: true },
          { colId: 'custom', field: 'matchQtty', enableCellChangeFlash: true, cellRenderer: own },
        ],
      },
    ]
    const [symbol, group] = withTextCells(defs, flasher)
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
})
