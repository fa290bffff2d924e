import { describe, expect, it } from 'vitest'
import { formatPrice } from './format'

describe('order prices in the board units', () => {
  it('prints stock prices in thousands of VND with two decimals', () => {
    expect(formatPrice({ book: 'stock', price: 95_300 })).toBe('95.30')
    expect(formatPrice({ book: 'stock', price: 4_030 })).toBe('4.03')
    expect(formatPrice({ book: 'stock', price: 128_500 })).toBe('128.50')
  })

  it('prints derivative prices in index points with one decimal', () => {
    expect(formatPrice({ book: 'derivative', price: 1_234.5 })).toBe('1,234.5')
  })
})
