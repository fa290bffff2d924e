import { describe, expect, it } from 'vitest'
import { indexRealtimeSchema } from '../../../src-shared/schemas/index-realtime'
import { exchangeReferences, exchangeTiles, thinSeries } from './index-bar-exchange'

const entry = {
  index: 'VN30',
  indexValue: 2_080.5,
  change: 2.5,
  changePercent: 0.12,
  reference: 2_078,
}

describe('index-realtime body as the client reads it', () => {
  it('accepts numeric strings and nulls, and ignores unknown fields', () => {
    const body = indexRealtimeSchema.parse({
      status: 200,
      error_code: '0',
      result: [{ ...entry, indexValue: '2080.50', advances: null, extra: 'x', values: ['1', 2] }],
    })
    expect(body.result[0]).toMatchObject({ indexValue: 2_080.5, values: [1, 2] })
    expect(body.result[0]?.advances).toBeUndefined()
  })

  it('refuses an entry without its level and a 200 whose error_code is not "0"', () => {
    expect(indexRealtimeSchema.safeParse({ result: [{ index: 'VN30', change: 1 }] }).success).toBe(false)
    expect(indexRealtimeSchema.safeParse({ error_code: '1', result: [entry] }).success).toBe(false)
    expect(indexRealtimeSchema.safeParse({ error_code: 0, result: [entry] }).success).toBe(true)
  })
})

describe('exchange tiles', () => {
  it('say they come from the exchange and leave breadth empty when the answer has none', () => {
    const tiles = exchangeTiles(indexRealtimeSchema.parse({ result: [entry] }), 7)
    expect(tiles.get('VN30')).toEqual({
      code: 'VN30',
      source: 'exchange',
      value: 2_080.5,
      change: 2.5,
      changePercent: 0.12,
      volume: null,
      tradedValue: null,
      advancing: null,
      declining: null,
      unchanged: null,
      ceiling: null,
      floor: null,
      members: null,
      at: 7,
    })
  })

  it('give each index’s reference level, the scale of a derived level', () => {
    const body = indexRealtimeSchema.parse({ result: [entry, { ...entry, index: 'HNX30', reference: 0 }] })
    expect([...exchangeReferences(body)]).toEqual([['VN30', 2_078]])
  })

  it('take each known code once, case-insensitively, and skip codes the bar does not show', () => {
    const body = indexRealtimeSchema.parse({
      result: [
        { ...entry, index: 'vn30', advances: 10, declines: 12, nochanges: 8 },
        { ...entry, indexValue: 1 },
        { ...entry, index: 'VN100' },
      ],
    })
    const tiles = exchangeTiles(body, 1)
    expect([...tiles.keys()]).toEqual(['VN30'])
    expect(tiles.get('VN30')).toMatchObject({ value: 2_080.5, members: 30, advancing: 10 })
  })

  it('draw no series from a single point', () => {
    const body = indexRealtimeSchema.parse({ result: [{ ...entry, times: [1], values: [2] }] })
    expect(exchangeTiles(body, 1).get('VN30')?.series).toBeUndefined()
  })
})

describe('series thinning for the bridge', () => {
  it('pairs times with values up to the shorter list, drops non-finite points and sorts by time', () => {
    expect(thinSeries([3, 1, 2, 4], [30, 10, Number.NaN])).toEqual({ times: [1, 3], values: [10, 30] })
  })

  it('keeps at most the limit, with the first and the last point', () => {
    const times = Array.from({ length: 361 }, (_, i) => i * 60_000)
    const values = times.map((t) => t / 1_000)
    const thin = thinSeries(times, values, 120)
    expect(thin.times).toHaveLength(120)
    expect(thin.times[0]).toBe(0)
    expect(thin.times.at(-1)).toBe(360 * 60_000)
    expect(thin.values).toEqual(thin.times.map((t) => t / 1_000))
    expect(new Set(thin.times).size).toBe(120)
  })
})
