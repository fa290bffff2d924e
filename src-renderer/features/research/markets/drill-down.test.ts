import { describe, expect, it } from 'vitest'
import {
  changeLevel,
  drillBack,
  drillInto,
  indexOfSelection,
  moveSelection,
  startDrill,
  viewOf,
} from './drill-down'

const financials = { slug: 'financials', name: 'Financials', level: 1 }
const banks = { slug: 'banks', name: 'Banks', level: 2 }

describe('sector drill-down', () => {
  it('goes from the industries to a supersector to its members, and back to the tile it came from', () => {
    let s = startDrill(1)
    expect(viewOf(s)).toEqual({ kind: 'sectors', level: 1 })
    s = { ...s, selected: 'financials' }
    s = drillInto(s, financials)
    expect(viewOf(s, 3)).toMatchObject({ kind: 'children', parent: { slug: 'financials' } })
    expect(s.selected).toBeNull()
    s = drillInto({ ...s, selected: 'banks' }, banks)
    expect(viewOf(s)).toMatchObject({ kind: 'members', sector: { slug: 'banks' } })
    s = drillBack(s)
    expect(viewOf(s, 3)).toMatchObject({ kind: 'children' })
    expect(s.selected).toBe('banks')
    s = drillBack(s)
    expect(viewOf(s)).toEqual({ kind: 'sectors', level: 1 })
    expect(s.selected).toBe('financials')
    expect(drillBack(s)).toBe(s)
  })

  it('shows the members straight away for an industry with a single supersector', () => {
    const s = drillInto(startDrill(1), { slug: 'technology', name: 'Technology', level: 1 })
    expect(viewOf(s, 1)).toMatchObject({ kind: 'members', sector: { slug: 'technology' } })
    expect(viewOf(s, undefined)).toMatchObject({ kind: 'children' })
  })

  it('starts from the top when the level changes, and a supersector at level 2 opens its members', () => {
    const deep = drillInto(startDrill(1), financials)
    const two = changeLevel(deep, 2)
    expect(two).toEqual(startDrill(2))
    expect(changeLevel(two, 2)).toBe(two)
    expect(viewOf(drillInto(two, banks))).toMatchObject({ kind: 'members' })
  })
})

describe('tile selection by keyboard', () => {
  it('steps through the tiles in map order and stops at the ends', () => {
    expect(moveSelection(0, 5, 'ArrowRight')).toBe(1)
    expect(moveSelection(1, 5, 'ArrowDown')).toBe(2)
    expect(moveSelection(2, 5, 'ArrowLeft')).toBe(1)
    expect(moveSelection(0, 5, 'ArrowUp')).toBe(0)
    expect(moveSelection(4, 5, 'ArrowRight')).toBe(4)
    expect(moveSelection(2, 5, 'End')).toBe(4)
    expect(moveSelection(2, 5, 'Home')).toBe(0)
    expect(moveSelection(9, 5, 'ArrowLeft')).toBe(3)
    expect(moveSelection(0, 0, 'ArrowRight')).toBe(0)
  })

  it('keeps the selected tile when a refresh reorders the tiles, the first when it is gone', () => {
    expect(indexOfSelection('BID', ['VCB', 'BID', 'CTG'])).toBe(1)
    expect(indexOfSelection('BID', ['BID', 'VCB', 'CTG'])).toBe(0)
    expect(indexOfSelection('BID', ['CTG', 'VCB', 'BID'])).toBe(2)
    expect(indexOfSelection('XYZ', ['VCB', 'BID'])).toBe(0)
    expect(indexOfSelection(null, ['VCB', 'BID'])).toBe(0)
  })
})
