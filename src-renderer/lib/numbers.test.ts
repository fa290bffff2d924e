import { describe, expect, it } from 'vitest'
import {
  formatBillions,
  formatIndexLevel,
  formatInteger,
  formatPercent,
  formatPoints,
  formatSigned,
  formatThousands,
  formatVnd,
  parseWholeNumber,
} from './numbers'

describe('market number convention', () => {
  it('prints a stock price in thousands of VND with a decimal point', () => {
    expect(formatThousands(21_650)).toBe('21.65')
    expect(formatThousands(1_234_500)).toBe('1,234.50')
  })
  it('prints index levels with two decimals and grouped thousands, like the board', () => {
    expect(formatIndexLevel(1854.4)).toBe('1,854.40')
  })
  it('prints futures in points with one decimal', () => {
    expect(formatPoints(1198.44)).toBe('1,198.4')
  })
  it('prints money in whole, grouped VND', () => {
    expect(formatVnd(12_500_000.4)).toBe('12,500,000')
    expect(formatInteger(1_234_500)).toBe('1,234,500')
  })
  it('signs changes, with no sign at zero', () => {
    expect(formatSigned(0.5)).toBe('+0.50')
    expect(formatSigned(-0.5)).toBe('-0.50')
    expect(formatSigned(0)).toBe('0.00')
    expect(formatSigned(-1500, 0)).toBe('-1,500')
  })
  it('states traded value in billions of VND and percentages with two decimals', () => {
    expect(formatBillions(44_244_240_000_000)).toBe('44,244.24')
    expect(formatPercent(1.234)).toBe('1.23%')
  })
  it('reads a whole number typed grouped either way, or not grouped', () => {
    expect(parseWholeNumber('2,000,000,000')).toBe(2_000_000_000)
    expect(parseWholeNumber('2.000.000.000')).toBe(2_000_000_000)
    expect(parseWholeNumber(' 2 000 000 ')).toBe(2_000_000)
    expect(parseWholeNumber('1500')).toBe(1500)
    expect(parseWholeNumber('')).toBeNull()
    expect(parseWholeNumber('12a')).toBeNull()
    expect(parseWholeNumber('-5')).toBeNull()
    expect(parseWholeNumber('12345678', 7)).toBeNull()
  })
})
