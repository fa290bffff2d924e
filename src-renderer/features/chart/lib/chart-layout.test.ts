import { describe, expect, it } from 'vitest'
import {
  cycleArrangement,
  defaultLayout,
  shownCells,
  toggleOneSymbol,
  withArrangement,
  withCell,
} from './chart-layout'

describe('chart layouts', () => {
  const one = defaultLayout('main', 'FPT')

  it('grows from one chart to two and four, each new one at a width not yet shown, then back to one', () => {
    const two = cycleArrangement(one)
    expect(shownCells(two).map((c) => [c.symbol, c.resolution])).toEqual([
      ['FPT', '5'],
      ['FPT', '1'],
    ])
    const four = cycleArrangement(two)
    expect(shownCells(four).map((c) => c.resolution)).toEqual(['5', '1', '15', '60'])
    const back = cycleArrangement(four)
    expect(shownCells(back)).toHaveLength(1)
    // The hidden charts are kept for when the window grows again.
    expect(back.cells).toHaveLength(4)
  })

  it('keeps each chart’s own symbol, and with one symbol shows the first at four widths', () => {
    const four = withCell(withArrangement(one, '4'), 2, { symbol: 'VNM' })
    expect(shownCells(four).map((c) => c.symbol)).toEqual(['FPT', 'FPT', 'VNM', 'FPT'])
    const same = toggleOneSymbol(four)
    expect(shownCells(same).map((c) => [c.symbol, c.resolution])).toEqual([
      ['FPT', '1'],
      ['FPT', '15'],
      ['FPT', '60'],
      ['FPT', '1D'],
    ])
    // A symbol typed in any chart goes to all of them; the width stays the chart's own.
    const typed = withCell(same, 3, { symbol: 'HPG', resolution: '5' })
    expect(shownCells(typed).map((c) => [c.symbol, c.resolution])).toEqual([
      ['HPG', '1'],
      ['HPG', '15'],
      ['HPG', '60'],
      ['HPG', '5'],
    ])
    expect(shownCells(toggleOneSymbol(typed)).map((c) => c.symbol)).toEqual(['HPG', 'FPT', 'VNM', 'FPT'])
  })

  it('a lone chart never saved (the detail window’s) opens at its own width with the volume pane', () => {
    const detail = defaultLayout('detail', 'VNM', '1D')
    expect(detail.cells).toEqual([
      { symbol: 'VNM', resolution: '1D', studies: [{ kind: 'volume', period: 20 }] },
    ])
    // Its studies change in the one layout saved, the width kept.
    const withRsi = withCell(detail, 0, {
      studies: [...(detail.cells[0]?.studies ?? []), { kind: 'rsi', period: 14 }],
    })
    expect(shownCells(withRsi).map((c) => [c.resolution, c.studies.map((st) => st.kind)])).toEqual([
      ['1D', ['volume', 'rsi']],
    ])
  })
})
