import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futuresLimits, runningContracts } from '../../../src-shared/market/futures-contracts'
import { tickerCommonsSpecSchema, type TickerRecordSpec } from '../../../src-shared/schemas/ticker-commons'
import type { Simulator } from '../../server'
import { getJson, startFrozen } from '../../testing/harness'

/** The frozen harness starts at 10:00 on Monday 2 March 2026: March's contract expires on the 19th. */
const march = ['VN30F2603', 'VN30F2604', 'VN30F2606', 'VN30F2609']

let sim: Simulator

beforeAll(async () => {
  sim = await startFrozen()
})
afterAll(async () => {
  await sim.close()
})

async function quotes(s: Simulator, tickers: string): Promise<TickerRecordSpec[]> {
  const res = await getJson(`${s.url}/tartarus/v1/tickerCommons?tickers=${tickers}`)
  expect(res.status).toBe(200)
  return tickerCommonsSpecSchema.parse(res.body).data
}

const tenths = (points: number): number => Math.round(points * 10)
const onTick = (points: number): boolean => Math.abs(points * 10 - tenths(points)) < 1e-6

/** Every invariant of a futures record (prices in points on the 0.1 tick, sizes in contracts). */
function violations(r: TickerRecordSpec): string[] {
  const out: string[] = []
  const check = (ok: boolean, what: string): void => {
    if (!ok) out.push(`${r.symbol}: ${what}`)
  }
  check(onTick(r.refPrice) && r.refPrice > 1_000 && r.refPrice < 4_000, 'reference in points on tick')
  check(
    JSON.stringify(futuresLimits(r.refPrice)) ===
      JSON.stringify({ ceiling: r.ceilPrice, floor: r.floorPrice }),
    'ceiling and floor are ±7% on the tick',
  )
  const inBand = (p: number): boolean => p >= r.floorPrice && p <= r.ceilPrice && onTick(p)
  const bids = [r.bidPrice01, r.bidPrice02, r.bidPrice03]
  const bidQ = [r.bidQtty01, r.bidQtty02, r.bidQtty03]
  const offers = [r.offerPrice01, r.offerPrice02, r.offerPrice03]
  const offerQ = [r.offerQtty01, r.offerQtty02, r.offerQtty03]
  for (let i = 0; i < 3; i++) {
    const [bp, bq, op, oq] = [bids[i] ?? 0, bidQ[i] ?? 0, offers[i] ?? 0, offerQ[i] ?? 0]
    check(bp === 0 || inBand(bp), `bid ${i + 1} in band`)
    check(op === 0 || inBand(op), `offer ${i + 1} in band`)
    check((bp === 0) === (bq === 0) && Number.isInteger(bq), `bid qty ${i + 1} whole contracts`)
    check((op === 0) === (oq === 0) && Number.isInteger(oq), `offer qty ${i + 1} whole contracts`)
    if (i > 0 && bp > 0) check(tenths(bids[i - 1] ?? 0) - tenths(bp) === 1, `bids descend by 0.1 at ${i + 1}`)
    if (i > 0 && op > 0)
      check(tenths(op) - tenths(offers[i - 1] ?? 0) === 1, `offers ascend by 0.1 at ${i + 1}`)
  }
  check(r.bidPrice01 === 0 || r.offerPrice01 === 0 || r.bidPrice01 < r.offerPrice01, 'bid1 < offer1')
  check(r.matchPrice > 0, 'traded (the market starts with a morning of history)')
  check([r.matchPrice, r.open, r.high, r.low].every(inBand), 'match, open, high, low in band')
  check(
    r.low <= r.matchPrice && r.matchPrice <= r.high && r.low <= r.open && r.open <= r.high,
    'low ≤ x ≤ high',
  )
  check(tenths(r.change) === tenths(r.matchPrice) - tenths(r.refPrice), 'change = match − ref')
  check(Number.isInteger(r.matchQtty) && r.matchQtty > 0 && r.matchQtty <= 500, 'match qty in contracts')
  // Value in VND: points × 100,000 VND per point × contracts.
  check(
    r.totalVal >= r.totalVol * r.low * 100_000 - 1 && r.totalVal <= r.totalVol * r.high * 100_000 + 1,
    'totalVal = Σ points × 100,000 × contracts',
  )
  check(r.avg >= r.low && r.avg <= r.high, 'avg in points within low..high')
  check(
    r.room === 0 && r.indexNumber === 0,
    'no foreign room on a derivative (0, a number); asked by tickers',
  )
  return out
}

describe('VN30 futures in tickerCommons', () => {
  it('quotes the four running contracts, in the order asked, mixed with stocks', async () => {
    expect(runningContracts(sim.context.world.clock.now()).map((c) => c.symbol)).toEqual(march)
    const rows = await quotes(sim, `fpt,${[...march].reverse().join(',').toLowerCase()},VN30F1M,VN30F2512`)
    // Aliases and expired or unlisted codes are not quote symbols: left out like any unknown symbol.
    expect(rows.map((r) => r.symbol)).toEqual(['FPT', ...[...march].reverse()])
    expect(rows[0]?.refPrice).toBeGreaterThan(10_000) // the stock stays in VND
    expect(rows.slice(1).flatMap(violations)).toEqual([])
  })

  it('trades around the VN30 level plus a small carry that grows with time to expiry', async () => {
    const rows = await quotes(sim, march.join(','))
    const level = sim.context.world.market.futures.level()
    // The underlying is the simulator's published VN30 (index-realtime), so a board's basis is real.
    expect(sim.context.world.indices.realtime(['VN30'], false)[0]?.indexValue).toBe(level)
    for (const r of rows) expect(Math.abs(r.matchPrice / level - 1)).toBeLessThan(0.03)
    const refs = rows.map((r) => r.refPrice)
    expect(refs).toEqual([...refs].sort((a, b) => a - b))
    expect((refs[3] ?? 0) - (refs[0] ?? 0)).toBeGreaterThan(10)
  })

  it('keeps its invariants and moves while the clock runs', async () => {
    const s = await startFrozen({ seed: 3 })
    try {
      const before = await quotes(s, march.join(','))
      const seen = new Set(before.map((r) => JSON.stringify(r)))
      for (let i = 0; i < 20; i++) {
        s.context.world.clock.advance(1_000)
        const rows = await quotes(s, march.join(','))
        expect(rows.flatMap(violations)).toEqual([])
        for (const r of rows) seen.add(JSON.stringify(r))
      }
      const front = (await quotes(s, march[0] ?? ''))[0]
      expect(front?.totalVol).toBeGreaterThan(before[0]?.totalVol ?? Infinity)
      expect(seen.size).toBeGreaterThan(20)
    } finally {
      await s.close()
    }
  })

  it('gives the derivative account the board price, so positions and board agree', async () => {
    sim.context.world.clock.advance(3_000)
    const rows = await quotes(sim, march.join(','))
    const book = sim.context.world.accounts.derivativeBook
    for (const r of rows) expect(book.lastPrice(r.symbol)).toBe(r.matchPrice)
    expect(book.lastPrice('VN30F1M')).toBe(rows[0]?.matchPrice)
    expect(book.contract('VN30F2Q')).toMatchObject({ symbol: 'VN30F2609', ceiling: rows[3]?.ceilPrice })
  })

  it('rolls to the next contracts when the front month expires at 14:45', async () => {
    const s = await startFrozen({ startTime: '2026-03-19T14:40:00+07:00', clock: 'real' })
    try {
      const asked = ['VN30F2603', 'VN30F2604', 'VN30F2605', 'VN30F2606', 'VN30F2609'].join(',')
      expect((await quotes(s, asked)).map((r) => r.symbol)).toEqual(march)
      const lastOfMarch = s.context.world.accounts.derivativeBook.lastPrice('VN30F2603')

      s.context.world.clock.advance(6 * 60_000)
      const rolled = await quotes(s, asked)
      expect(rolled.map((r) => r.symbol)).toEqual(['VN30F2604', 'VN30F2605', 'VN30F2606', 'VN30F2609'])
      // The new contract is listed at its fair value and has not traded yet: the market is closed.
      const may = rolled[1]
      expect(may?.matchPrice).toBe(0)
      expect(may?.refPrice).toBeGreaterThan(rolled[0]?.refPrice ?? Infinity)
      expect(may?.refPrice).toBeLessThan(rolled[2]?.refPrice ?? 0)
      // A position in the expired contract keeps its last price.
      expect(s.context.world.accounts.derivativeBook.lastPrice('VN30F2603')).toBe(lastOfMarch)

      // Next morning: a new day with references from yesterday's last prices, and all four trade.
      const closes = rolled.map((r) => (r.matchPrice > 0 ? r.matchPrice : r.refPrice))
      s.context.world.clock.advance(Date.parse('2026-03-20T10:00:00+07:00') - s.context.world.clock.now())
      const nextDay = await quotes(s, asked)
      expect(nextDay.map((r) => r.refPrice)).toEqual(closes)
      expect(nextDay.flatMap(violations)).toEqual([])
    } finally {
      await s.close()
    }
  })

  it('changes nothing outside the derivatives sessions on the real clock', async () => {
    const s = await startFrozen({ startTime: '2026-03-02T15:10:00+07:00', clock: 'real' })
    try {
      const before = await quotes(s, march.join(','))
      s.context.world.clock.advance(60_000)
      expect(await quotes(s, march.join(','))).toEqual(before)
    } finally {
      await s.close()
    }
  })

  it('takes extra matches in storm mode, as every ticker does', async () => {
    const [calm, storm] = await Promise.all([startFrozen({ seed: 5 }), startFrozen({ seed: 5 })])
    try {
      // Enough updates per second that every contract matches on every step.
      storm.context.world.market.setStorm(storm.context.world.market.size * 4)
      const far = march[3] ?? ''
      const volume = async (s: Simulator): Promise<number> => (await quotes(s, far))[0]?.totalVol ?? 0
      const [calmStart, stormStart] = await Promise.all([volume(calm), volume(storm)])
      for (const s of [calm, storm]) s.context.world.clock.advance(10_000)
      // 20 steps: the far quarter contract trades at most a few times unaided, 20 times in the storm.
      expect((await volume(storm)) - stormStart).toBeGreaterThanOrEqual(20)
      expect((await volume(calm)) - calmStart).toBeLessThan(20)
    } finally {
      await Promise.all([calm.close(), storm.close()])
    }
  })

  it('is a pure function of the seed and the clock steps', async () => {
    const [a, b, c] = await Promise.all([
      startFrozen({ seed: 9 }),
      startFrozen({ seed: 9 }),
      startFrozen({ seed: 10 }),
    ])
    try {
      const read = async (s: Simulator): Promise<string> =>
        (await fetch(`${s.url}/tartarus/v1/tickerCommons?tickers=${march.join(',')}`)).text()
      for (const step of [0, 500, 30_000]) {
        for (const s of [a, b, c]) s.context.world.clock.advance(step)
        const [ra, rb, rc] = [await read(a), await read(b), await read(c)]
        expect(ra).toBe(rb)
        expect(ra).not.toBe(rc)
      }
    } finally {
      await Promise.all([a.close(), b.close(), c.close()])
    }
  })
})
