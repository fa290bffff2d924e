import { describe, expect, it } from 'vitest'
import { formatBillions, formatNumber, formatSigned, formatTime } from './format-locale'

describe('locale formats', () => {
  it('groups and separates decimals by the UI language', () => {
    expect(formatNumber(1_234_567.891, 'en', 2)).toBe('1,234,567.89')
    expect(formatNumber(1_234_567.891, 'vi', 2)).toBe('1.234.567,89')
  })
  it('signs changes, with no sign at zero', () => {
    expect(formatSigned(0.5, 'en')).toBe('+0.50')
    expect(formatSigned(-0.5, 'vi')).toBe('-0,50')
    expect(formatSigned(0, 'en')).toBe('0.00')
  })
  it('states traded value in billions of VND', () => {
    expect(formatBillions(44_244_240_000_000, 'vi')).toBe('44.244,24')
  })
  it('prints times on the market clock (UTC+7) whatever the machine zone', () => {
    expect(formatTime(Date.UTC(2026, 0, 12, 2, 30, 5), 'en')).toBe('09:30:05')
  })
})
