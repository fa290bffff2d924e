import { describe, expect, it } from 'vitest'
import { columnPresets, presetOf, toggleColumn } from './column-presets'
import { pinnedFirst } from './pinned-sort'
import { TypeAhead, findSymbol } from './type-ahead'

describe('column presets', () => {
  it('recognises a preset whatever the order, and calls anything else custom', () => {
    expect(presetOf([])).toBe('full')
    expect(presetOf([...columnPresets.depth].reverse())).toBe('depth')
    expect(presetOf(['foreignRoom'])).toBeNull()
  })
  it('toggles a column, never hides the symbol, and drops unknown ids from old files', () => {
    expect(toggleColumn(['foreignRoom', 'gone'], 'foreignRoom')).toEqual([])
    expect(toggleColumn([], 'high')).toEqual(['high'])
    expect(toggleColumn([], 'symbol')).toEqual([])
  })
})

describe('pinned rows', () => {
  it('puts pinned symbols first in pin order and keeps the sort of the rest', () => {
    const nodes = ['ACB', 'BID', 'FPT', 'VNM', 'HPG']
    pinnedFirst(nodes, (s) => s, ['VNM', 'BID'])
    expect(nodes).toEqual(['VNM', 'BID', 'ACB', 'FPT', 'HPG'])
  })
})

describe('type-ahead', () => {
  it('builds a prefix from quick keystrokes and starts over after a pause', () => {
    const ta = new TypeAhead(800)
    expect(ta.push('f', 0)).toBe('F')
    expect(ta.push('p', 100)).toBe('FP')
    expect(ta.push('v', 1_000)).toBe('V')
  })
  it('finds the first symbol starting with the prefix, else containing it', () => {
    const symbols = ['ACB', 'FPT', 'FOX', 'HPG']
    expect(findSymbol(symbols, 'F')).toBe(1)
    expect(findSymbol(symbols, 'FO')).toBe(2)
    expect(findSymbol(symbols, 'PG')).toBe(3)
    expect(findSymbol(symbols, 'ZZ')).toBe(-1)
  })
})
