import { describe, expect, it } from 'vitest'
import type { BoardEvent } from '../../../src-shared/bridge/contract'
import type { TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import { BoardFeed } from './board-feed'

const answer = (): TickerCommons => ({ data: [], tradingDate: '12/01/2026' })

describe('board feed cadence', () => {
  it('polls as often as its most demanding listener asks, and reports the cadence', async () => {
    let polls = 0
    const feed = new BoardFeed({
      source: { kind: 'basket', code: 2 },
      fetchBoard: async () => {
        polls += 1
        return answer()
      },
      cadenceMs: 20,
    })
    let slow = 400
    const events: BoardEvent[] = []
    const stopA = feed.subscribe(
      (e) => events.push(e),
      () => slow,
    )
    expect(feed.effectiveCadence()).toBe(400)
    await new Promise((r) => setTimeout(r, 300))
    const slowPolls = polls
    expect(slowPolls).toBeLessThanOrEqual(2)

    // A focused window joins: the next poll comes forward and the cadence drops to its demand.
    const stopB = feed.subscribe(
      () => undefined,
      () => 20,
    )
    expect(feed.effectiveCadence()).toBe(20)
    await new Promise((r) => setTimeout(r, 300))
    expect(polls - slowPolls).toBeGreaterThan(5)
    const cadences = events.flatMap((e) => (e.type === 'status' ? [e.status.cadenceMs] : []))
    expect(cadences).toContain(400)
    expect(cadences.at(-1)).toBe(20)

    // It leaves and the remaining window relaxes further: never faster than the feed's minimum.
    stopB()
    slow = 5
    feed.retune()
    expect(feed.effectiveCadence()).toBe(20)
    stopA()
    feed.stop()
  })
})
