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
  it('lists no symbols for an empty query', () => {
    expect(rankItems(items, '').map((i) => i.id)).toEqual(['a', 'b', 'd'])
    expect(rankItems(items, 'fpt').map((i) => i.id)).toEqual(['c'])
  })
})
