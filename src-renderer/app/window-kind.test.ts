import { describe, expect, it } from 'vitest'
import { resolveWindowKind } from './window-kind'

describe('resolveWindowKind', () => {
  it('defaults to the VN30 board and ignores the web shell token', () => {
    expect(resolveWindowKind('')).toEqual({ kind: 'board', source: { kind: 'basket', code: 2 } })
    expect(resolveWindowKind('?token=abc')).toEqual({ kind: 'board', source: { kind: 'basket', code: 2 } })
  })
  it('reads a basket code and rejects unknown ones', () => {
    expect(resolveWindowKind('?basket=4').source).toEqual({ kind: 'basket', code: 4 })
    expect(resolveWindowKind('?basket=9').source).toEqual({ kind: 'basket', code: 2 })
    expect(resolveWindowKind('?basket=abc').source).toEqual({ kind: 'basket', code: 2 })
  })
  it('reads a ticker list, cleaned', () => {
    expect(resolveWindowKind('?tickers=fpt,%20VNM,FPT,x').source).toEqual({
      kind: 'tickers',
      symbols: ['FPT', 'VNM'],
    })
  })
})
