import { describe, expect, it } from 'vitest'
import { countdownTo, formatClock, secondsUntil } from './time'

describe('market clock', () => {
  it('prints times on the market clock (UTC+7) whatever the machine zone', () => {
    expect(formatClock(Date.UTC(2026, 0, 12, 2, 30, 5))).toBe('09:30:05')
  })
  it('counts whole seconds down, never below zero', () => {
    expect(secondsUntil(10_001, 6_000)).toBe(5)
    expect(secondsUntil(1_000, 6_000)).toBe(0)
  })
  it('counts down to a moment in Vietnam time, and says nothing of seconds once it has come', () => {
    const at = Date.UTC(2026, 0, 12, 6, 27, 20)
    expect(countdownTo(at, at - 4_500)).toEqual({ clock: '13:27:20', seconds: 5 })
    expect(countdownTo(at, at - 1)).toEqual({ clock: '13:27:20', seconds: 1 })
    expect(countdownTo(at, at)).toBeNull()
    expect(countdownTo(at, at + 10_000)).toBeNull()
  })
})
