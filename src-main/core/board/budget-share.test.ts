import { describe, expect, it } from 'vitest'
import { attentionOf, shareCadences, type FeedDemand } from './budget-share'

const feeds = (demandMs: number, count: number, requestsPerPoll = 1): FeedDemand[] =>
  Array.from({ length: count }, () => ({ demandMs, requestsPerPoll }))
const spend = (list: readonly FeedDemand[], cadence: (ms: number) => number) =>
  list.reduce((total, f) => total + (f.requestsPerPoll * 60_000) / cadence(f.demandMs), 0)

describe('sharing the boards’ budget between feeds', () => {
  it('reads a feed’s attention from its demand', () => {
    expect([attentionOf(1_000), attentionOf(2_000), attentionOf(16_000), attentionOf(30_000)]).toEqual([
      'focused',
      'visible',
      'visible',
      'hidden',
    ])
  })

  it('gives every feed its demand while they fit', () => {
    const list = [...feeds(1_000, 2), ...feeds(2_000, 4)]
    const cadence = shareCadences(list, 500)
    expect([cadence(1_000), cadence(2_000)]).toEqual([1_000, 2_000])
  })

  it('keeps the focused board at its cadence while a 16-feed window shares what is left', () => {
    // Issue 23's case on a Pro key's board share: one focused board, one unfocused window at the cap.
    const list = [...feeds(1_000, 1), ...feeds(2_000, 16)]
    const share = 262
    const cadence = shareCadences(list, share)
    expect(cadence(1_000)).toBe(1_000)
    expect(cadence(2_000)).toBeGreaterThan(2_000)
    // The whole share is used, and no more.
    expect(spend(list, cadence)).toBeCloseTo(share, 0)
  })

  it('weighs a visible window above a hidden one, and never starves the hidden one', () => {
    const list = [...feeds(1_000, 1, 3), ...feeds(2_000, 10), ...feeds(30_000, 10)]
    const cadence = shareCadences(list, 400)
    expect(cadence(1_000)).toBe(1_000)
    expect(cadence(2_000)).toBeGreaterThan(2_000)
    expect(cadence(2_000)).toBeLessThan(cadence(30_000))
    expect(cadence(30_000)).toBe(30_000)
    expect(spend(list, cadence)).toBeCloseTo(400, 0)
  })

  it('slows focused feeds too when they alone do not fit, keeping the others’ slowest poll', () => {
    const list = [...feeds(1_000, 6), ...feeds(2_000, 4)]
    const cadence = shareCadences(list, 200)
    expect(cadence(1_000)).toBeGreaterThan(1_000)
    expect(cadence(2_000)).toBe(30_000)
    expect(spend(list, cadence)).toBeCloseTo(200, 0)
  })
})
