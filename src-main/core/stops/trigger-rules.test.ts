import { describe, expect, it } from 'vitest'
import { decide, gapLimitMs, holds, isFresh } from './trigger-rules'

const below = { direction: 'at-or-below', price: 95_000 } as const
const above = { direction: 'at-or-above', price: 105_000 } as const
const gap = 10_000

describe('a stop trigger', () => {
  it('holds at or beyond its level, never on a price of 0 (no trade yet)', () => {
    expect(holds(below, 95_000)).toBe(true)
    expect(holds(below, 94_900)).toBe(true)
    expect(holds(below, 95_100)).toBe(false)
    expect(holds(below, 0)).toBe(false)
    expect(holds(above, 105_000)).toBe(true)
    expect(holds(above, 104_900)).toBe(false)
  })

  it('sends on a crossing seen live: the poll before did not hold and was close in time', () => {
    expect(decide({ holds: false, at: 1_000 }, { holds: true, at: 3_000 }, gap, true)).toEqual({
      kind: 'send',
    })
  })

  it('does nothing while the condition does not hold, or still holds from before', () => {
    expect(decide({ holds: false, at: 1_000 }, { holds: false, at: 3_000 }, gap, true)).toEqual({
      kind: 'none',
    })
    expect(decide({ holds: true, at: 1_000 }, { holds: true, at: 3_000 }, gap, true)).toEqual({
      kind: 'none',
    })
    expect(decide(undefined, { holds: false, at: 3_000 }, gap, false)).toEqual({ kind: 'none' })
  })

  it('asks when the first price it sees is already beyond: set beyond, or at start after the app was closed', () => {
    expect(decide(undefined, { holds: true, at: 3_000 }, gap, true)).toEqual({
      kind: 'ask',
      reason: 'set-beyond',
    })
    expect(decide(undefined, { holds: true, at: 3_000 }, gap, false)).toEqual({
      kind: 'ask',
      reason: 'at-start',
    })
  })

  it('asks after a gap longer than the limit (a sleep), even when the poll before did not hold', () => {
    expect(decide({ holds: false, at: 1_000 }, { holds: true, at: 1_000 + gap + 1 }, gap, true)).toEqual({
      kind: 'ask',
      reason: 'after-gap',
    })
    // At the limit it is still one watch.
    expect(decide({ holds: false, at: 1_000 }, { holds: true, at: 1_000 + gap }, gap, true)).toEqual({
      kind: 'send',
    })
  })

  it('takes a few polls, at least 10 s, as the gap limit; an older poll is not fresh', () => {
    expect(gapLimitMs(1_000)).toBe(10_000)
    expect(gapLimitMs(5_000)).toBe(15_000)
    expect(isFresh(1_000, 11_000, gap)).toBe(true)
    expect(isFresh(1_000, 11_001, gap)).toBe(false)
  })
})
