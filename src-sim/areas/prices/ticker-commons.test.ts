import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { basketCodes } from '../../../src-shared/market/baskets'
import {
  isOnTick,
  priceLimits,
  tickDown,
  tickUp,
  type Exchange,
} from '../../../src-shared/market/price-rules'
import { tickerCommonsSpecSchema, type TickerRecordSpec } from '../../../src-shared/schemas/ticker-commons'
import type { Simulator } from '../../server'
import { getJson, startFrozen } from '../../testing/harness'

const vn30 =
  'ACB BID CTG DGC FPT GAS GVR HDB HPG LPB MBB MSN MWG PLX SAB SHB SSB SSI STB TCB TPB VCB VHM VIB VIC VJC VNM VPB VPL VRE'.split(
    ' ',
  )

let sim: Simulator

beforeAll(async () => {
  sim = await startFrozen()
})
afterAll(async () => {
  await sim.close()
})

async function board(query: string): Promise<{ data: TickerRecordSpec[]; tradingDate: string }> {
  const res = await getJson(`${sim.url}/tartarus/v1/tickerCommons?${query}`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return tickerCommonsSpecSchema.parse(res.body)
}

/** Every invariant a ticker record must keep; returns the list of broken ones. */
function violations(r: TickerRecordSpec, exchange: Exchange): string[] {
  const out: string[] = []
  const check = (ok: boolean, what: string): void => {
    if (!ok) out.push(`${r.symbol}: ${what}`)
  }
  check(isOnTick(exchange, r.refPrice), 'ref on tick')
  check(
    JSON.stringify(priceLimits(exchange, r.refPrice)) ===
      JSON.stringify({ ceiling: r.ceilPrice, floor: r.floorPrice }),
    'ceiling and floor from the band rule',
  )
  const inBand = (p: number): boolean => p >= r.floorPrice && p <= r.ceilPrice && isOnTick(exchange, p)
  const bids = [r.bidPrice01, r.bidPrice02, r.bidPrice03]
  const bidQ = [r.bidQtty01, r.bidQtty02, r.bidQtty03]
  const offers = [r.offerPrice01, r.offerPrice02, r.offerPrice03]
  const offerQ = [r.offerQtty01, r.offerQtty02, r.offerQtty03]
  for (let i = 0; i < 3; i++) {
    const [bp, bq, op, oq] = [bids[i] ?? 0, bidQ[i] ?? 0, offers[i] ?? 0, offerQ[i] ?? 0]
    check(bp === 0 || inBand(bp), `bid ${i + 1} on tick in band`)
    check(op === 0 || inBand(op), `offer ${i + 1} on tick in band`)
    check((bp === 0) === (bq === 0) && bq % 100 === 0 && bq >= 0, `bid qty ${i + 1} in lots`)
    check((op === 0) === (oq === 0) && oq % 100 === 0 && oq >= 0, `offer qty ${i + 1} in lots`)
    if (i > 0) {
      const [prevB, prevO] = [bids[i - 1] ?? 0, offers[i - 1] ?? 0]
      check(bp === 0 || (prevB > 0 && bp === tickDown(exchange, prevB)), `bids descend by a tick at ${i + 1}`)
      check(op === 0 || (prevO > 0 && op === tickUp(exchange, prevO)), `offers ascend by a tick at ${i + 1}`)
    }
  }
  check(r.bidPrice01 === 0 || r.offerPrice01 === 0 || r.bidPrice01 < r.offerPrice01, 'bid1 < offer1')
  check(r.bidPrice01 > 0 || r.offerPrice01 > 0, 'book has a side')
  if (r.matchPrice > 0) {
    check(inBand(r.matchPrice) && inBand(r.open) && inBand(r.high) && inBand(r.low), 'match, open, high, low')
    check(
      r.low <= r.matchPrice && r.matchPrice <= r.high && r.low <= r.open && r.open <= r.high,
      'low ≤ x ≤ high',
    )
    check(r.avg >= r.low && r.avg <= r.high, 'avg within low..high')
    check(r.avg === Math.round(r.totalVal / r.totalVol), 'avg = totalVal / totalVol')
    check(r.change === r.matchPrice - r.refPrice, 'change')
    check(
      Math.abs(r.changePercent - ((r.matchPrice - r.refPrice) / r.refPrice) * 100) < 0.006,
      'changePercent',
    )
    check(r.matchQtty > 0 && r.matchQtty % 100 === 0 && r.totalVol % 100 === 0, 'match qty in lots')
    check(r.totalVal >= r.totalVol * r.low && r.totalVal <= r.totalVol * r.high, 'totalVal bounds')
  } else {
    check(r.matchQtty === 0 && r.totalVol === 0 && r.totalVal === 0 && r.change === 0, 'untraded is all zero')
  }
  check(Number.isInteger(r.room) && r.room >= 0, 'room is a non-negative integer')
  check(r.buyForeignQtty % 100 === 0 && r.sellForeignQtty % 100 === 0, 'foreign qty in lots')
  return out
}

describe('GET /tartarus/v1/tickerCommons', () => {
  it('returns VN30 with exactly the 30 listed symbols and indexNumber 2', async () => {
    const { data, tradingDate } = await board('index=2')
    expect(data.map((r) => r.symbol).sort()).toEqual([...vn30].sort())
    expect(data.every((r) => r.indexNumber === 2)).toBe(true)
    expect(tradingDate).toBe('02/03/2026')
  })

  it('keeps every invariant on the three exchanges', async () => {
    for (const [code, exchange] of [
      [1, 'HOSE'],
      [3, 'HNX'],
      [5, 'UPCOM'],
    ] as const) {
      const { data } = await board(`index=${code}`)
      expect(data.length).toBeGreaterThan(250)
      expect(data.flatMap((r) => violations(r, exchange))).toEqual([])
      expect(data.every((r) => r.indexNumber === code)).toBe(true)
    }
  })

  it('keeps the invariants while the market moves', async () => {
    for (let i = 0; i < 20; i++) {
      sim.context.world.clock.advance(3_000)
      const { data } = await board('index=1')
      expect(data.flatMap((r) => violations(r, 'HOSE'))).toEqual([])
    }
  })

  it('answers all 12 basket codes with non-empty baskets and at least 300 tickers in all', async () => {
    const seen = new Set<string>()
    for (const code of basketCodes) {
      const { data } = await board(`index=${code}`)
      expect(data.length, `basket ${code}`).toBeGreaterThan(0)
      for (const r of data) seen.add(r.symbol)
    }
    expect(seen.size).toBeGreaterThanOrEqual(300)
    const vn100 = (await board('index=11')).data.map((r) => r.symbol).sort()
    const midcap = (await board('index=10')).data.map((r) => r.symbol)
    expect(vn100).toEqual([...vn30, ...midcap].sort())
    expect((await board('index=4')).data).toHaveLength(30)
  })

  it('returns the asked tickers in order with indexNumber 0, leaving unknown symbols out', async () => {
    const { data } = await board('tickers=vnm, FPT,NOPE,HPG,FPT')
    expect(data.map((r) => r.symbol)).toEqual(['VNM', 'FPT', 'HPG'])
    expect(data.every((r) => r.indexNumber === 0)).toBe(true)
  })

  it('answers neither parameter with an empty list', async () => {
    const { data } = await board('')
    expect(data).toEqual([])
  })

  it.each(['index=0', 'index='])('reads %s as "no basket", alone or next to tickers', async (index) => {
    expect((await board(index)).data).toEqual([])
    const { data } = await board(`tickers=FPT,VNM&${index}`)
    expect(data.map((r) => r.symbol)).toEqual(['FPT', 'VNM'])
  })

  it.each(['tickers=&index=2', 'index=2&tickers='])(
    'reads an empty tickers in %s as "no list"',
    async (q) => {
      const { data } = await board(q)
      expect(data).toHaveLength(30)
      expect(data.every((r) => r.indexNumber === 2)).toBe(true)
      expect((await board('tickers=&index=')).data).toEqual([])
    },
  )

  it.each([
    ['tickers=FPT&index=2', 'INVALID_QUERY'],
    ['index=6', 'UNKNOWN_INDEX'],
    ['index=9', 'UNKNOWN_INDEX'],
    ['index=2.5', 'INVALID_INDEX'],
    ['index=x', 'INVALID_INDEX'],
    ['index=1&index=2', 'INVALID_QUERY'],
    ['tickers=', 'INVALID_TICKERS'],
    ['tickers=FPT;DROP', 'INVALID_TICKERS'],
  ])('rejects %s with 400 %s', async (query, error) => {
    const res = await getJson(`${sim.url}/tartarus/v1/tickerCommons?${query}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error })
    expect(typeof (res.body as { message: unknown }).message).toBe('string')
  })
})

describe('board colours on VN30', () => {
  it.each([1, 2, 3, 42])(
    'seed %i shows a ceiling, a floor and a reference cell from the start',
    async (seed) => {
      const s = await startFrozen({ seed })
      try {
        for (let i = 0; i < 3; i++) {
          const { data } = tickerCommonsSpecSchema.parse(
            (await getJson(`${s.url}/tartarus/v1/tickerCommons?index=2`)).body,
          )
          expect(data.some((r) => r.matchPrice === r.ceilPrice)).toBe(true)
          expect(data.some((r) => r.matchPrice === r.floorPrice)).toBe(true)
          expect(data.some((r) => r.matchPrice === r.refPrice)).toBe(true)
          s.context.world.clock.advance(2_000)
        }
      } finally {
        await s.close()
      }
    },
  )

  it('moves VN30 prices as real time passes at speed 1 (an injected wall clock, no sleeping)', async () => {
    let wall = Date.parse('2026-03-02T03:00:00Z')
    const s = await startFrozen({ speed: 1, wallNow: () => wall })
    try {
      const read = async () =>
        ((await getJson(`${s.url}/tartarus/v1/tickerCommons?index=2`)).body as { data: TickerRecordSpec[] })
          .data
      const before = await read()
      expect(await read()).toEqual(before)
      wall += 2_500
      const after = await read()
      const moved = after.filter((r, i) => r.matchPrice !== before[i]?.matchPrice)
      expect(moved.length).toBeGreaterThan(0)
    } finally {
      await s.close()
    }
  })
})

describe('determinism', () => {
  it('gives identical data for the same seed and the same clock steps, different data for another seed', async () => {
    const [a, b, c] = await Promise.all([
      startFrozen({ seed: 7 }),
      startFrozen({ seed: 7 }),
      startFrozen({ seed: 8 }),
    ])
    try {
      const read = async (s: Simulator): Promise<string> =>
        (await fetch(`${s.url}/tartarus/v1/tickerCommons?index=1`)).text()
      expect(await read(a)).toBe(await read(b))
      for (const step of [500, 1_500, 60_000]) {
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
