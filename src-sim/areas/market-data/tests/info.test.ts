import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bankRatesBody,
  calendarBody,
  calendarEventSchema,
  macroCatalogBody,
  macroSeriesBody,
  newsBody,
  newsItemBody,
  newsItemSchema,
} from '../../../../src-shared/schemas/research/info'
import type { Simulator } from '../../../server'
import { startFrozen } from '../../../testing/harness'
import { allPages, failing, market } from '../testing/research-kit'

let sim: Simulator
beforeAll(async () => {
  sim = await startFrozen({ seed: 21 })
})
afterAll(async () => {
  await sim.close()
})
const now = Date.parse('2026-03-02T10:00:00+07:00')

describe('news', () => {
  it('pages news newest first, never from the future, in Vietnamese with English', async () => {
    const first = (await market(sim, '/market/market-news', newsBody)).data
    expect(first.page_size).toBe(20)
    expect(first.total).toBeGreaterThan(1000)
    const times = first.items.map((n) => n.published_at)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times[0]).toBeLessThanOrEqual(now)
    expect(first.items.every((n) => n.title.length > 0 && (n.title_en ?? '').length > 0)).toBe(true)
    const second = (await market(sim, '/market/market-news?page=2', newsBody)).data
    expect(second.items[0]?.published_at).toBeLessThanOrEqual(times.at(-1) ?? 0)
    const item = (await market(sim, `/market/market-news/${first.items[0]?.id ?? ''}`, newsItemBody)).data
    expect(item.title).toBe(first.items[0]?.title)
    expect(item.content?.length).toBeGreaterThan(item.title.length)
    await failing(sim, '/market/market-news/123', 404)
  })

  it('filters by topic, and by symbol only with topic=stock', async () => {
    const macro = (await market(sim, '/market/market-news?topic=macro&page_size=50', newsBody)).data.items
    expect(macro.length).toBeGreaterThan(0)
    expect(macro.every((n) => n.topic === 'macro')).toBe(true)
    const stock = (await market(sim, '/market/market-news?topic=stock&page_size=1', newsBody)).data.items[0]
    const symbol = stock?.symbols?.[0] ?? ''
    const about = await allPages(
      sim,
      `/market/market-news?topic=stock&symbol=${symbol.toLowerCase()}`,
      newsItemSchema,
    )
    expect(about.length).toBeGreaterThan(0)
    expect(about.every((n) => n.symbols?.includes(symbol) === true)).toBe(true)
    await failing(sim, `/market/market-news?symbol=${symbol}`, 400)
    await failing(sim, '/market/market-news?topic=sports', 400)
    await failing(sim, '/market/market-news?topic=stock&symbol=NOPE', 404)
  })
})

describe('macro and calendar', () => {
  it('catalogues indicators and serves series in their own period format', async () => {
    const catalog = (await market(sim, '/market/macro/indicators', macroCatalogBody)).data.items
    const ids = catalog.map((i) => i.id)
    expect(ids).toEqual(
      expect.arrayContaining(['gdp_growth', 'cpi_yoy', 'credit_growth', 'usd_vnd', 'refinancing_rate']),
    )
    const gdp = (
      await market(sim, '/market/macro/indicators/gdp_growth?from=2024-Q1&to=2025-Q4', macroSeriesBody)
    ).data
    expect(gdp.values.map((v) => v.period)).toEqual([
      '2024-Q1',
      '2024-Q2',
      '2024-Q3',
      '2024-Q4',
      '2025-Q1',
      '2025-Q2',
      '2025-Q3',
      '2025-Q4',
    ])
    const cpi = (await market(sim, '/market/macro/indicators/cpi_yoy', macroSeriesBody)).data
    expect(cpi.values).toHaveLength(12)
    expect(cpi.values.at(-1)?.period).toBe(catalog.find((i) => i.id === 'cpi_yoy')?.latest_period)
    expect(cpi.values.every((v) => /^\d{4}-\d{2}$/.test(v.period))).toBe(true)
    const yearly = (await market(sim, '/market/macro/indicators/gdp_nominal?from=2020', macroSeriesBody)).data
    expect(yearly.values[0]?.period).toBe('2020')
    const again = (
      await market(sim, '/market/macro/indicators/gdp_growth?from=2024-Q1&to=2025-Q4', macroSeriesBody)
    ).data
    expect(again.values).toEqual(gdp.values)
    await failing(sim, '/market/macro/indicators/cpi_yoy?from=2024-Q1', 400)
    await failing(sim, '/market/macro/indicators/gdp_growth?from=2025-Q3&to=2024-Q1', 400)
    await failing(sim, '/market/macro/indicators/happiness', 404)
  })

  it('lists six economies with unit-free numeric strings and a unit; actual only once released', async () => {
    const events = await allPages(sim, '/market/calendar?from=2026-02-01&to=2026-03-31', calendarEventSchema)
    expect(new Set(events.map((e) => e.country))).toEqual(new Set(['US', 'EU', 'CN', 'JP', 'GB', 'VN']))
    for (const e of events) {
      for (const v of [e.previous, e.consensus, e.forecast, e.actual]) {
        if (v !== null && v !== undefined) expect(v).toMatch(/^-?\d+(\.\d+)?$/)
      }
      expect(e.unit).toBeTruthy()
      expect(e.actual === null).toBe(e.time > now)
    }
    const vn = await allPages(
      sim,
      '/market/calendar?from=2026-03-01&to=2026-03-31&country=vn&importance=3',
      calendarEventSchema,
    )
    expect(vn.length).toBeGreaterThan(0)
    expect(vn.every((e) => e.country === 'VN' && (e.importance ?? 0) >= 3)).toBe(true)
    const week = (await market(sim, '/market/calendar', calendarBody)).data
    expect(
      week.items.every(
        (e) => e.time >= Date.parse('2026-03-02T00:00:00Z') && e.time < Date.parse('2026-03-09T00:00:00Z'),
      ),
    ).toBe(true)
    await failing(sim, '/market/calendar?country=FR', 400)
    await failing(sim, '/market/calendar?from=2026-01-01&to=2026-12-31', 400)
    await failing(sim, '/market/calendar?from=2026-03-10&to=2026-03-01', 400)
  })

  it('gives deposit rates by bank and term, rising with the term, state banks lowest', async () => {
    const banks = (await market(sim, '/market/financial-data/bank-interest-rates', bankRatesBody)).data
      .bank_interest_rates
    expect(banks.length).toBeGreaterThan(15)
    for (const b of banks) {
      const rates = b.rates.filter((r) => r.term_months > 0).map((r) => r.rate ?? 0)
      expect(rates).toEqual([...rates].sort((a, c) => a - c))
      expect(b.rates.map((r) => r.term_months)).toEqual([0, 1, 3, 6, 9, 12, 18, 24, 36])
    }
    const twelve = (code: string) =>
      banks.find((b) => b.bank_code === code)?.rates.find((r) => r.term_months === 12)?.rate ?? 0
    expect(twelve('VCB')).toBeLessThan(twelve('HDB'))
    await failing(sim, '/market/financial-data/bank-interest-rates?bank=VCB', 400)
  })
})
