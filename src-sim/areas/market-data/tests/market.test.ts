import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indexRealtimeSpecSchema } from '../../../../src-shared/schemas/index-realtime'
import {
  constituentSchema,
  indexBreadthBody,
  indexForeignBody,
  indexForeignHistoryBody,
  indicesBody,
  sectorBreadthBody,
  sectorForeignBody,
  sectorPerformanceBody,
  sectorPerformanceHistoryBody,
  sectorRowSchema,
} from '../../../../src-shared/schemas/research/market'
import { catalogItemSchema } from '../../../../src-shared/schemas/research/quotes'
import { profileBody } from '../../../../src-shared/schemas/research/stocks'
import type { Simulator } from '../../../server'
import { getJson, startFrozen } from '../../../testing/harness'
import { allPages, apiKey, board, failing, market } from '../testing/research-kit'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 3 })
})
afterAll(async () => {
  await sim.close()
})

const basketOf = { VNINDEX: 1, VN30: 2, HNXINDEX: 3, HNX30: 4, UPCOMINDEX: 5 } as const

describe('GET /market/indices/**', () => {
  it('compares the five indices at their index-realtime levels, with window, sort, fields and bounds', async () => {
    const rows = (await market(sim, '/market/indices', indicesBody)).data.items
    expect(rows.map((r) => r.symbol).sort()).toEqual(Object.keys(basketOf).sort())
    const live = await getJson(
      `${sim.url}/market/index-realtime?index=VNINDEX,VN30,HNXINDEX,HNX30,UPCOMINDEX&mode=lite`,
      { headers: apiKey },
    )
    for (const e of indexRealtimeSpecSchema.parse(live.body).result) {
      expect(rows.find((r) => r.symbol === e.index)?.value).toBe(e.indexValue)
    }
    const sorted = (
      await market(sim, '/market/indices?window=1M&sort=change_percent&fields=change_percent', indicesBody)
    ).data.items
    const changes = sorted.map((r) => r.change_percent ?? 0)
    expect(changes).toEqual([...changes].sort((a, b) => a - b))
    expect(Object.keys(sorted[0] ?? {}).sort()).toEqual(['change_percent', 'symbol'])
    const big = (await market(sim, '/market/indices?value_gt=1000', indicesBody)).data.items
    expect(big.map((r) => r.symbol).sort()).toEqual(['VN30', 'VNINDEX'])
    await failing(sim, '/market/indices?window=2Y', 400)
    await failing(sim, '/market/indices?pe_gt=3', 400)
  })

  it("lists each index basket's members as its constituents, weights adding to 100 %", async () => {
    for (const [code, basket] of Object.entries(basketOf)) {
      const members = await allPages(sim, `/market/indices/${code}/constituents`, constituentSchema)
      const records = await board(sim, `index=${basket}`)
      expect(members.map((m) => m.symbol).sort(), code).toEqual(records.map((r) => r.symbol).sort())
      expect(members.reduce((a, m) => a + (m.weight_pct ?? 0), 0)).toBeCloseTo(100, 1)
    }
    const vn30 = await allPages(sim, '/market/indices/VN30/constituents', constituentSchema)
    const records = await board(sim, 'index=2')
    for (const m of vn30) {
      const r = records.find((x) => x.symbol === m.symbol)
      expect(m.price).toBe(r !== undefined && r.matchPrice > 0 ? r.matchPrice : r?.refPrice)
    }
  })

  it('counts breadth as index-realtime does and sums foreign flows over the members', async () => {
    const breadth = (await market(sim, '/market/indices/VNINDEX/breadth', indexBreadthBody)).data
    const live = indexRealtimeSpecSchema.parse(
      (await getJson(`${sim.url}/market/index-realtime?index=VNINDEX`, { headers: apiKey })).body,
    ).result[0]
    expect([breadth.advances, breadth.declines, breadth.nochanges, breadth.ceiling, breadth.floor]).toEqual([
      live?.advances,
      live?.declines,
      live?.nochanges,
      live?.ceiling,
      live?.floor,
    ])
    const flows = (await market(sim, '/market/indices/HNX30/trading/foreign', indexForeignBody)).data
    const records = await board(sim, 'index=4')
    expect(flows.buy_volume).toBe(records.reduce((a, r) => a + r.buyForeignQtty, 0))
    expect(flows.net_volume).toBe(flows.buy_volume - flows.sell_volume)
    const history = (
      await market(sim, '/market/indices/HNX30/trading/foreign/history?page_size=5', indexForeignHistoryBody)
    ).data
    expect(history.items[0]?.buy_volume).toBe(flows.buy_volume)
    expect(history.items).toHaveLength(5)
    for (const path of ['breadth', 'constituents', 'trading/foreign', 'trading/foreign/history']) {
      await failing(sim, `/market/indices/VN100/${path}`, 404)
    }
  })
})

describe('GET /market/sectors/**', () => {
  it('walks the ICB tree by level and parent; every slug answers', async () => {
    const industries = await allPages(sim, '/market/sectors?level=1', sectorRowSchema)
    expect(industries.length).toBe(11)
    expect(industries.every((s) => s.level === 1 && s.parent === null)).toBe(true)
    const financials = await allPages(sim, '/market/sectors?parent=financials', sectorRowSchema)
    expect(financials.map((s) => s.slug).sort()).toEqual(['banks', 'financial-services', 'insurance'])
    const byCode = await allPages(sim, '/market/sectors?parent=30', sectorRowSchema)
    expect(byCode).toHaveLength(3)
    const parent = industries.find((s) => s.slug === 'financials')
    expect(parent?.constituents).toBe(financials.reduce((a, s) => a + (s.constituents ?? 0), 0))
    await failing(sim, '/market/sectors?level=3', 400)
    await failing(sim, '/market/sectors?parent=nope', 400)
  })

  it('has real tickers of the universe as constituents, each classified in that sector', async () => {
    const universe = new Set(
      (await allPages(sim, '/market/quotes/stocks', catalogItemSchema)).map((i) => i.symbol),
    )
    const supersectors = await allPages(sim, '/market/sectors?level=2', sectorRowSchema)
    for (const sector of supersectors) {
      const members = await allPages(sim, `/market/sectors/${sector.slug}/constituents`, constituentSchema)
      expect(members.length, sector.slug).toBe(sector.constituents)
      expect(members.every((m) => universe.has(m.symbol))).toBe(true)
      const first = members[0]
      if (first !== undefined) {
        const profile = (await market(sim, `/market/stocks/${first.symbol}/profile`, profileBody)).data
        expect(profile.sector?.slug).toBe(sector.slug)
      }
    }
  })

  it('gives breadth, performance, its history and foreign flows of a sector', async () => {
    const breadth = (await market(sim, '/market/sectors/banks/breadth', sectorBreadthBody)).data
    expect(breadth.advances + breadth.declines + breadth.nochanges).toBe(breadth.total)
    const perf = (await market(sim, '/market/sectors/banks/performance', sectorPerformanceBody)).data.returns
    expect(Object.keys(perf).sort()).toEqual(['1D', '1M', '1W', '1Y', '3M', '6M', 'YTD'].sort())
    const row = (await allPages(sim, '/market/sectors?parent=financials', sectorRowSchema)).find(
      (s) => s.slug === 'banks',
    )
    expect(perf['1D']).toBe(row?.change_percent)
    const history = (
      await market(sim, '/market/sectors/banks/performance/history', sectorPerformanceHistoryBody)
    ).data.series
    expect(history[0]?.value).toBe(100)
    expect(history.length).toBeGreaterThan(15)
    const flows = (await market(sim, '/market/sectors/banks/trading/foreign', sectorForeignBody)).data
    expect(flows.net_value).toBe(flows.buy_value - flows.sell_value)
    for (const path of [
      'breadth',
      'constituents',
      'performance',
      'performance/history',
      'trading/foreign',
      'trading/foreign/history',
    ]) {
      await failing(sim, `/market/sectors/nope/${path}`, 404)
    }
  })
})
