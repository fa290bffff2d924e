import { describe, expect, it } from 'vitest'
import {
  formatChange,
  formatPercent,
  formatPointChange,
  formatPoints,
  formatPrice,
  formatRoom,
  formatValueBn,
  formatVolume,
} from './format'

describe('formatPrice', () => {
  it('shows raw VND in thousands with two decimals', () => {
    expect(formatPrice(98800)).toBe('98.80')
    expect(formatPrice(44250)).toBe('44.25')
    expect(formatPrice(4030)).toBe('4.03')
    expect(formatPrice(10)).toBe('0.01')
  })
  it('groups thousands of thousands', () => {
    expect(formatPrice(1_164_000)).toBe('1,164.00')
  })
  it('leaves an empty level blank', () => {
    expect(formatPrice(0)).toBe('')
    expect(formatPrice(null)).toBe('')
    expect(formatPrice(undefined)).toBe('')
    expect(formatPrice(Number.NaN)).toBe('')
  })
  it('keeps the sign of negatives', () => {
    expect(formatPrice(-1200)).toBe('-1.20')
    expect(formatPrice(-50)).toBe('-0.05')
  })
})

describe('formatVolume', () => {
  it('groups raw shares with commas', () => {
    expect(formatVolume(11300)).toBe('11,300')
    expect(formatVolume(1_234_500)).toBe('1,234,500')
    expect(formatVolume(100)).toBe('100')
  })
  it('leaves 0 and absent blank', () => {
    expect(formatVolume(0)).toBe('')
    expect(formatVolume(null)).toBe('')
  })
  it('divides by the legacy unit and rounds', () => {
    expect(formatVolume(11300, 10)).toBe('1,130')
    expect(formatVolume(11350, 100)).toBe('114')
  })
})

describe('formatChange and formatPercent', () => {
  it('sign the value', () => {
    expect(formatChange(1200, true)).toBe('+1.20')
    expect(formatChange(-500, true)).toBe('-0.50')
    expect(formatChange(0, true)).toBe('0.00')
    expect(formatPercent(1.234, true)).toBe('+1.23%')
    expect(formatPercent(-6.98, true)).toBe('-6.98%')
    expect(formatPercent(0, true)).toBe('0.00%')
  })
  it('are blank before the first match', () => {
    expect(formatChange(0, false)).toBe('')
    expect(formatPercent(0, false)).toBe('')
  })
})

describe('formatRoom', () => {
  it('shows 0 (room exhausted) but not unknown', () => {
    expect(formatRoom(0)).toBe('0')
    expect(formatRoom(1_500_000)).toBe('1,500,000')
    expect(formatRoom(null)).toBe('')
  })
})

describe('futures formats', () => {
  it('prints index points with one decimal and grouped thousands, never ×1,000', () => {
    expect(formatPoints(1_198.4)).toBe('1,198.4')
    expect(formatPoints(2_081)).toBe('2,081.0')
    expect(formatPoints(2_081.05)).toBe('2,081.1')
    expect(formatPoints(0)).toBe('')
    expect(formatPoints(null)).toBe('')
  })
  it('signs a change in points, blank before the first match', () => {
    expect(formatPointChange(3.4, true)).toBe('+3.4')
    expect(formatPointChange(-0.7, true)).toBe('-0.7')
    expect(formatPointChange(0, true)).toBe('0.0')
    expect(formatPointChange(3.4, false)).toBe('')
  })
})

describe('formatValueBn', () => {
  it('shows traded value in billions of VND with two decimals, blank when nothing traded', () => {
    expect(formatValueBn(43_796_610_000)).toBe('43.80')
    expect(formatValueBn(1_234_567_890_123)).toBe('1,234.57')
    expect(formatValueBn(0)).toBe('')
    expect(formatValueBn(null)).toBe('')
  })
})
