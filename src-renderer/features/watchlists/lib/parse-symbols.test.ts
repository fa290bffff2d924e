import { describe, expect, it } from 'vitest'
import { parseSymbols } from './parse-symbols'

describe('parseSymbols', () => {
  it('accepts commas, spaces and new lines in any case, once each', () => {
    expect(parseSymbols('vcb, TCB  acb\nvcb')).toEqual({ symbols: ['VCB', 'TCB', 'ACB'], invalid: [] })
  })
  it('reports what cannot be a symbol', () => {
    expect(parseSymbols('VCB, x, FPT!').invalid).toEqual(['x', 'FPT!'])
  })
})
