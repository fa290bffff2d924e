import { describe, expect, it } from 'vitest'
import { tileFreshness } from './tile-freshness'

describe('tile freshness', () => {
  it('is live within the cadence and the margin, stale with its age after', () => {
    // A 10 s cadence is stale after 15 s, as the board judges its own feed.
    expect(tileFreshness(100_000, 10_000, 115_000)).toEqual({ live: true, ageSeconds: 15 })
    expect(tileFreshness(100_000, 10_000, 125_400)).toEqual({ live: false, ageSeconds: 25 })
  })

  it('never says a negative age when this clock is behind the answer', () => {
    expect(tileFreshness(100_000, 10_000, 99_000)).toEqual({ live: true, ageSeconds: 0 })
  })
})
