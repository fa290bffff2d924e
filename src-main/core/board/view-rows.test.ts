import { describe, expect, it } from 'vitest'
import type { BoardEvent, BoardFeedSource, TickerRow } from '../../../src-shared/bridge/contract'
import { tickerNumericFields } from '../../../src-shared/schemas/ticker-commons'
import { ManualClock } from '../testing/manual-clock'
import { FULL_AFTER_FRONT_MS, ViewRows } from './view-rows'

/**
 * The per-client views on their own (the whole path, sockets and simulator included, is in
 * web/board-front.sim.test.ts): how long a view lives, and which delta gets a front.
 */
type Delta = Extract<BoardEvent, { type: 'delta' }>

const vn30: BoardFeedSource = { kind: 'basket', code: 2 }
const market: BoardFeedSource = { kind: 'market' }

const row = (symbol: string): TickerRow => ({
  symbol,
  ...(Object.fromEntries(tickerNumericFields.map((f) => [f, 1])) as Omit<TickerRow, 'symbol' | 'room'>),
  room: null,
})

const delta = (changed: string[], over: Partial<Delta> = {}): Delta => ({
  type: 'delta',
  changes: changed.map((symbol) => ({ symbol, fields: { matchPrice: 2 } })),
  added: [],
  removed: [],
  tradingDate: '26/11/2026',
  at: 5,
  ...over,
})

function follower(views: ViewRows, clientId: string, source: BoardFeedSource) {
  const got: BoardEvent[] = []
  const sub = views.follow(clientId, source, (e) => got.push(e))
  return { got, ...sub }
}

describe('ViewRows', () => {
  it('sends a client its view’s changes and adds first, then the same full delta object', () => {
    const views = new ViewRows()
    const a = follower(views, 'a', vn30)
    expect(views.set('a', vn30, ['FPT', 'NEW'])).toBe(true)
    const full = delta(['FPT', 'VNM'], { added: [row('NEW'), row('OLD')], removed: ['GONE'] })
    a.emit(full)
    expect(a.got).toHaveLength(2)
    expect(a.got[0]).toEqual({
      type: 'delta',
      changes: [full.changes[0]],
      added: [full.added[0]],
      removed: [],
      tradingDate: full.tradingDate,
      at: full.at,
      front: true,
    })
    expect(a.got[1]).toBe(full)
  })

  it('sends no front without a view, for a snapshot or a status, when no row of the view changed, or when every change is in it', () => {
    const views = new ViewRows()
    const a = follower(views, 'a', vn30)
    const plain = delta(['FPT'])
    a.emit(plain)
    expect(views.set('a', vn30, ['FPT'])).toBe(true)
    const snapshot: BoardEvent = { type: 'snapshot', rows: [row('FPT')], tradingDate: '26/11/2026', at: 1 }
    a.emit(snapshot)
    const elsewhere = delta(['VNM'])
    a.emit(elsewhere)
    const allInView = delta(['FPT'])
    a.emit(allInView)
    expect(a.got).toEqual([plain, snapshot, elsewhere, allInView])
  })

  it('keeps views apart by client and by source', () => {
    const views = new ViewRows()
    const a = follower(views, 'a', vn30)
    const b = follower(views, 'b', vn30)
    const aMarket = follower(views, 'a', market)
    views.set('a', vn30, ['FPT'])
    const full = delta(['FPT', 'VNM'])
    for (const f of [a, b, aMarket]) f.emit(full)
    expect(a.got.map((e) => e.type === 'delta' && e.front === true)).toEqual([true, false])
    expect(b.got).toEqual([full])
    expect(aMarket.got).toEqual([full])
  })

  it('sends every window’s front before any window’s full delta (the full one is encoded or cloned per window)', () => {
    const views = new ViewRows()
    const order: string[] = []
    const record = (who: string) => (e: BoardEvent) =>
      order.push(`${who}:${e.type === 'delta' && e.front === true ? 'front' : e.type}`)
    const a = views.follow('a', vn30, record('a'))
    const b = views.follow('b', vn30, record('b'))
    const c = views.follow('c', vn30, record('c'))
    views.set('a', vn30, ['FPT'])
    views.set('c', vn30, ['VNM'])
    // A feed hands the same delta object to each of its listeners in turn.
    const full = delta(['FPT', 'VNM', 'HPG'])
    for (const follower of [b, a, c]) follower.emit(full)
    expect(order).toEqual(['a:front', 'c:front', 'b:delta', 'a:delta', 'c:delta'])
    // The next poll is another object: its fronts go out again.
    order.length = 0
    const next = delta(['FPT', 'HPG'], { at: 6 })
    for (const follower of [a, b, c]) follower.emit(next)
    expect(order).toEqual(['a:front', 'a:delta', 'b:delta', 'c:delta'])
  })

  it('lives as long as the client follows the source, and ignores a view of a source it does not follow', () => {
    const views = new ViewRows()
    expect(views.set('a', vn30, ['FPT'])).toBe(false)
    expect(views.rowsOf('a', vn30)).toBeUndefined()
    const first = follower(views, 'a', vn30)
    const second = follower(views, 'a', vn30)
    views.set('a', vn30, ['FPT'])
    first.close()
    first.close()
    // One subscription still follows it: the view stays.
    expect([...(views.rowsOf('a', vn30) ?? [])]).toEqual(['FPT'])
    second.close()
    expect(views.rowsOf('a', vn30)).toBeUndefined()
    // A new subscription starts with no view.
    const third = follower(views, 'a', vn30)
    const full = delta(['FPT', 'VNM'])
    third.emit(full)
    expect(third.got).toEqual([full])
  })

  describe('with a clock: the full delta waits a frame behind its front', () => {
    const status: BoardEvent = {
      type: 'status',
      status: { state: 'live', lastOkAt: 1, nextRetryAt: null, cadenceMs: 1000 },
    }

    it('sends the front at once and the full delta a frame later, with what came meanwhile behind it', async () => {
      const clock = new ManualClock()
      const views = new ViewRows(clock)
      const a = follower(views, 'a', vn30)
      const b = follower(views, 'b', vn30)
      views.set('a', vn30, ['FPT'])
      const full = delta(['FPT', 'VNM'])
      a.emit(full)
      b.emit(full)
      // b has no view: its full delta goes at once; a's waits behind its front.
      expect(b.got).toEqual([full])
      expect(a.got).toHaveLength(1)
      expect(a.got[0]).toMatchObject({ front: true, at: full.at })
      a.emit(status)
      await clock.advance(FULL_AFTER_FRONT_MS - 1)
      expect(a.got).toHaveLength(1)
      await clock.advance(1)
      expect(a.got.slice(1)).toEqual([full, status])
      // Nothing waits now: the next event goes at once.
      a.emit(status)
      expect(a.got).toHaveLength(4)
    })

    it('sends a waiting full delta before the next poll’s front, so a row never goes back', async () => {
      const clock = new ManualClock()
      const views = new ViewRows(clock)
      const a = follower(views, 'a', vn30)
      views.set('a', vn30, ['FPT'])
      const first = delta(['FPT', 'VNM'], { at: 5 })
      const second = delta(['FPT', 'HPG'], { at: 6 })
      a.emit(first)
      a.emit(second)
      const seen = a.got.map((e) =>
        e.type === 'delta' ? `${e.at}${e.front === true ? ' front' : ''}` : e.type,
      )
      expect(seen).toEqual(['5 front', '5', '6 front'])
      await clock.advance(FULL_AFTER_FRONT_MS)
      expect(a.got.at(-1)).toBe(second)
      expect(a.got).toHaveLength(4)
    })

    it('sends nothing more once the subscription ends', async () => {
      const clock = new ManualClock()
      const views = new ViewRows(clock)
      const a = follower(views, 'a', vn30)
      views.set('a', vn30, ['FPT'])
      a.emit(delta(['FPT', 'VNM']))
      a.close()
      await clock.advance(FULL_AFTER_FRONT_MS * 2)
      expect(a.got).toHaveLength(1)
    })
  })
})
