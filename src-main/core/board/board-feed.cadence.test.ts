import { describe, expect, it } from 'vitest'
import type { BoardEvent, FeedStatus } from '../../../src-shared/bridge/contract'
import { tickerNumericFields, type TickerCommons } from '../../../src-shared/schemas/ticker-commons'
import { ManualClock } from '../testing/manual-clock'
import { BoardFeed } from './board-feed'

const answer = (): TickerCommons => ({ data: [], tradingDate: '12/01/2026' })
/** One quiet row: every poll brings the same data. */
const quiet = (): TickerCommons => ({
  data: [
    {
      symbol: 'FPT',
      ...(Object.fromEntries(tickerNumericFields.map((f) => [f, 1])) as Record<
        (typeof tickerNumericFields)[number],
        number
      >),
      room: 1000,
    },
  ],
  tradingDate: '12/01/2026',
})
const statuses = (events: BoardEvent[]): FeedStatus[] =>
  events.flatMap((e) => (e.type === 'status' ? [e.status] : []))

describe('board feed cadence (on a simulated clock)', () => {
  it('polls as often as its most demanding listener asks, and reports the cadence', async () => {
    const clock = new ManualClock()
    let polls = 0
    const feed = new BoardFeed({
      source: { kind: 'basket', code: 2 },
      fetchBoard: async () => {
        polls += 1
        return answer()
      },
      cadenceMs: 20,
      clock,
    })
    let slow = 400
    const events: BoardEvent[] = []
    const stopA = feed.subscribe(
      (e) => events.push(e),
      () => slow,
    )
    expect(feed.effectiveCadence()).toBe(400)
    await clock.advance(1_000)
    // At 0, 400 and 800 ms.
    expect(polls).toBe(3)

    // A focused window joins: the next poll comes forward and the cadence drops to its demand.
    const stopB = feed.subscribe(
      () => undefined,
      () => 20,
    )
    expect(feed.effectiveCadence()).toBe(20)
    const before = polls
    await clock.advance(200)
    // The poll due at 1200 comes forward to 1000 (the last poll, at 800, plus 20 is past): then
    // every 20 ms.
    expect(polls - before).toBe(11)
    const cadences = statuses(events).map((s) => s.cadenceMs)
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

  it('says stale, with the data’s age, when a poll does not come back within its cadence plus a margin', async () => {
    const clock = new ManualClock()
    let hang: Promise<TickerCommons> | null = null
    let release: (() => void) | undefined
    const feed = new BoardFeed({
      source: { kind: 'basket', code: 2 },
      fetchBoard: () => hang ?? Promise.resolve(quiet()),
      cadenceMs: 1_000,
      clock,
      pausedUntil: () => null,
    })
    const events: BoardEvent[] = []
    feed.subscribe((e) => events.push(e))
    await clock.advance(2_500)
    const live = statuses(events).filter((s) => s.state === 'live')
    // A heartbeat on every good poll, even when nothing changed: the renderer judges age by it.
    expect(live.map((s) => s.lastOkAt! - live[0]!.lastOkAt!)).toEqual([0, 1_000, 2_000])

    // The broker stops answering; the request is neither answered nor failed.
    hang = new Promise((resolve) => (release = () => resolve(quiet())))
    const lastOk = live.at(-1)!.lastOkAt!
    // The poll at 3 s hangs; data from 2 s is live until 2 s + 1 s cadence + 2 s margin.
    await clock.advance(2_400)
    expect(statuses(events).at(-1)!.state).toBe('live')
    await clock.advance(200)
    const stale = statuses(events).at(-1)!
    expect(stale).toMatchObject({ state: 'stale', lastOkAt: lastOk, error: { code: 'poll-overdue' } })
    expect(stale.error!.message).toMatch(/No new prices for 3 s/)

    // It answers: live again at once.
    hang = null
    release!()
    await clock.advance(0)
    expect(statuses(events).at(-1)).toMatchObject({ state: 'live' })
    feed.stop()
  })

  it('says the key’s minute quota is spent, not that the broker is unreachable, when that holds the poll', async () => {
    const clock = new ManualClock()
    let hang = false
    let spent = false
    const feed = new BoardFeed({
      source: { kind: 'basket', code: 2 },
      fetchBoard: () => (hang ? new Promise<TickerCommons>(() => undefined) : Promise.resolve(quiet())),
      cadenceMs: 1_000,
      clock,
      pausedUntil: () => null,
      quotaSpent: () => spent,
    })
    const events: BoardEvent[] = []
    feed.subscribe((e) => events.push(e))
    await clock.advance(1_500)
    // The next poll is held in the budget: orders and account reads took the minute's requests.
    hang = true
    spent = true
    await clock.advance(3_000)
    expect(statuses(events).at(-1)).toMatchObject({
      state: 'stale',
      error: { kind: 'rate-limited', code: 'waiting-for-quota' },
    })
    feed.stop()
  })
})
