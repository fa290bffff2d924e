import { describe, expect, it } from 'vitest'
import { formatClock, secondsUntil } from './time'

describe('market clock', () => {
  it('prints times on the market clock (UTC+7) whatever the machine zone', () => {
    expect(formatClock(Date.UTC(2026, 0, 12, 2, 30, 5))).toBe('09:30:05')
  })
  it('counts whole seconds down, never below zero', () => {
    expect(secondsUntil(10_001, 6_000)).toBe(5)
    expect(secondsUntil(1_000, 6_000)).toBe(0)
  })
})
