import { describe, expect, it } from 'vitest'
import { rankItems, type PaletteItem } from './palette-search'
import { CommandRegistry, rowActionIds } from './registry'

describe('command registry', () => {
  it('says a row action is unavailable until a feature registers it, then runs it', () => {
    const registry = new CommandRegistry()
    expect(registry.run(rowActionIds.openOrders, { symbol: 'FPT' })).toBe('unavailable')
    const seen: (string | null)[] = []
    const off = registry.register({
      id: rowActionIds.openOrders,
      title: 'Orders',
      group: 'symbol',
      run: (c) => seen.push(c.symbol),
    })
    expect(registry.run(rowActionIds.openOrders, { symbol: 'FPT' })).toBe('ran')
    expect(seen).toEqual(['FPT'])
    off()
    expect(registry.run(rowActionIds.openOrders, { symbol: 'FPT' })).toBe('unavailable')
  })
  it('does not run a disabled command', () => {
    const registry = new CommandRegistry()
    registry.register({
      id: 'x',
      title: 'X',
      group: 'board',
      enabled: (c) => c.symbol !== null,
      run: () => undefined,
    })
    expect(registry.run('x', { symbol: null })).toBe('disabled')
  })
})

describe('palette search', () => {
  const item = (
    id: string,
    title: string,
    group: PaletteItem['group'] = 'board',
    keywords?: string,
  ): PaletteItem => ({
    id,
    title,
    group,
    ...(keywords ? { keywords } : {}),
    run: () => undefined,
  })
  const items = [
    item('a', 'Mở bảng HNX30'),
    item('b', 'Rổ tiếp theo'),
    item('c', 'Jump to FPT', 'symbol', 'FPT'),
    item('d', 'HNX30 in a new window', 'window'),
  ]
  it('ignores Vietnamese accents and ranks title prefixes first', () => {
    expect(rankItems(items, 'ro').map((i) => i.id)).toEqual(['b'])
    expect(rankItems(items, 'hnx30').map((i) => i.id)).toEqual(['d', 'a'])
  })
  it('ranks the words a title shows before the same words among keywords', () => {
    const calendar = item('cal', 'Mở lịch kinh tế', 'window', 'economic calendar macro vĩ mô CPI')
    const macro = item('macro', 'Mở bảng số liệu vĩ mô', 'window', 'macro GDP CPI')
    expect(rankItems([calendar, macro], 'vĩ mô').map((i) => i.id)).toEqual(['macro', 'cal'])
    expect(rankItems([calendar, macro], 'cpi').map((i) => i.id)).toEqual(['cal', 'macro'])
  })
  it('lists no symbols for an empty query', () => {
    expect(rankItems(items, '').map((i) => i.id)).toEqual(['a', 'b', 'd'])
    expect(rankItems(items, 'fpt').map((i) => i.id)).toEqual(['c'])
  })
  it("lists the focused row's commands first for an empty query, and none without a focused row", () => {
    const pin = item('pin', 'Pin row: FPT', 'row')
    const chart = item('chart', 'Open chart: FPT', 'row')
    expect(rankItems([...items, pin, chart], '').map((i) => i.id)).toEqual(['pin', 'chart', 'a', 'b', 'd'])
    const noRow = [pin, chart].map((i) => ({ ...i, disabled: true }))
    expect(rankItems([...items, ...noRow], '').map((i) => i.id)).toEqual(['a', 'b', 'd'])
    // Searched for, they are found either way (greyed out without a row).
    expect(rankItems([...items, ...noRow], 'pin').map((i) => i.id)).toEqual(['pin'])
  })
})
