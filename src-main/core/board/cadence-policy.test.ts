import { describe, expect, it } from 'vitest'
import { cadenceFor } from './cadence-policy'

describe('cadence policy', () => {
  const now = 1_000_000_000
  it('polls a focused visible window every second, and an unknown client too', () => {
    expect(cadenceFor({ focused: true, visible: true, since: now }, now)).toBe(1_000)
    expect(cadenceFor(undefined, now)).toBe(1_000)
  })
  it('backs off an unfocused window by doubling each idle minute, up to 30 s', () => {
    const idle = (minutes: number) =>
      cadenceFor({ focused: false, visible: true, since: now - minutes * 60_000 }, now)
    expect([idle(0), idle(1), idle(2), idle(3), idle(4), idle(10)]).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
  it('polls a hidden window every 30 s', () => {
    expect(cadenceFor({ focused: true, visible: false, since: now }, now)).toBe(30_000)
  })
})
