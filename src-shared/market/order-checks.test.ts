import { describe, expect, it } from 'vitest'
import {
  cashNeeded,
  checkModify,
  checkOrder,
  estimateCosts,
  marketFactsAt,
  type Availability,
  type MarketFacts,
  type OrderDraft,
  type WorkingOrder,
} from './order-checks'

// BID ref 50,800 on HOSE: ceiling 54,300, floor 47,250 (vn-market.md §1.2 worked example).
const hose: MarketFacts = marketFactsAt('HOSE', { ceiling: 54_300, floor: 47_250 }, 'continuous')
const plenty: Availability = { buyingPower: 1_000_000_000, sellable: 10_000 }
const buy = (over: Partial<OrderDraft> = {}): OrderDraft => ({
  side: 'BUY',
  type: 'LO',
  quantity: 100,
  price: 50_800,
  ...over,
})
const keys = (draft: OrderDraft, facts = hose, available = plenty) =>
  checkOrder(draft, facts, available).map((p) => p.key)

describe('order checks', () => {
  it('passes a whole-lot LO on the tick inside the band', () => {
    expect(checkOrder(buy(), hose, plenty)).toEqual([])
    // Odd lots are fine as LO.
    expect(keys(buy({ quantity: 37 }))).toEqual([])
  })

  it('refuses lots the exchange refuses', () => {
    expect(keys(buy({ quantity: 150 }))).toEqual(['notBoardLot'])
    expect(keys(buy({ quantity: 0 }))).toEqual(['notPositive'])
    expect(keys(buy({ quantity: 500_100 }))).toEqual(['tooLarge'])
    expect(keys(buy({ quantity: 50, type: 'ATC', price: null }))).toEqual(['oddLotNotLo'])
  })

  it('refuses a price off the tick of its level, and outside the band first', () => {
    const off = checkOrder(buy({ price: 50_850 }), hose, plenty)
    expect(off).toEqual([{ key: 'offTick', values: { price: 50_850, exchange: 'HOSE', tick: 100 } }])
    // Below 50,000 HOSE steps by 50: 47,250 is on the tick, 47,260 is not.
    expect(keys(buy({ price: 47_250 }))).toEqual([])
    expect(keys(buy({ price: 47_260 }))).toEqual(['offTick'])
    expect(keys(buy({ price: 54_400 }))).toEqual(['outsideBand'])
    expect(keys(buy({ price: 47_200 }))).toEqual(['outsideBand'])
    expect(keys(buy({ price: null }))).toEqual(['priceMissing'])
    // HNX steps by 100 at every level.
    const hnx = marketFactsAt('HNX', { ceiling: 22_000, floor: 18_000 }, 'continuous')
    expect(keys(buy({ price: 19_950 }), hnx)).toEqual(['offTick'])
  })

  it('refuses a type the exchange does not have, or does not take in this session', () => {
    expect(keys(buy({ type: 'ATO', price: null }))).toEqual(['typeNotInSession'])
    expect(keys(buy({ type: 'PLO', price: null }))).toEqual(['typeNotOnExchange'])
    const before = marketFactsAt('HOSE', hose, 'pre-open')
    expect(keys(buy({ type: 'ATO', price: null }), before)).toEqual([])
    const upcom = marketFactsAt('UPCOM', { ceiling: 6_600, floor: 5_000 }, 'continuous')
    expect(keys(buy({ type: 'MP', price: null }), upcom)).toEqual(['typeNotOnExchange'])
    const closed = marketFactsAt('HOSE', hose, 'closed')
    expect(keys(buy(), closed)).toEqual(['marketClosed'])
    const problem = checkOrder(buy({ type: 'ATO', price: null }), hose, plenty)[0]
    expect(problem?.values).toMatchObject({ type: 'ATO', allowed: 'LO, MP, MTL, ATC' })
  })

  it('checks buying power with the fee, at the ceiling for a market order', () => {
    const need = cashNeeded(1_000, 50_800)
    expect(need).toBe(Math.ceil(50_800_000 * 1.0015))
    expect(keys(buy({ quantity: 1_000 }), hose, { buyingPower: need, sellable: null })).toEqual([])
    expect(keys(buy({ quantity: 1_000 }), hose, { buyingPower: need - 1, sellable: null })).toEqual([
      'buyingPower',
    ])
    // A market buy blocks at the ceiling (54,300), so the same money is not enough.
    expect(
      keys(buy({ quantity: 1_000, type: 'MP', price: null }), hose, { buyingPower: need, sellable: null }),
    ).toEqual(['buyingPower'])
    // Unknown buying power leaves the check to the broker.
    expect(keys(buy({ quantity: 1_000 }), hose, { buyingPower: null, sellable: null })).toEqual([])
  })

  it('checks sellable shares on a sell', () => {
    const sell = buy({ side: 'SELL', quantity: 300 })
    expect(keys(sell, hose, { buyingPower: 0, sellable: 300 })).toEqual([])
    expect(checkOrder(sell, hose, { buyingPower: 0, sellable: 200 })).toEqual([
      { key: 'sellable', values: { sellable: 200 } },
    ])
  })

  it('checks an amendment as the exchange does', () => {
    const order: WorkingOrder = { side: 'BUY', price: 50_800, quantity: 500, matched: 0 }
    const check = (change: { price: number; quantity: number }, o = order, available = plenty) =>
      checkModify(o, change, hose, available).map((p) => p.key)
    expect(check({ price: 50_800, quantity: 500 })).toEqual(['unchanged'])
    expect(check({ price: 50_900, quantity: 600 })).toEqual(['priceAndQuantity'])
    expect(check({ price: 50_900, quantity: 500 })).toEqual([])
    expect(check({ price: 50_950, quantity: 500 })).toEqual(['offTick'])
    expect(check({ price: 50_900, quantity: 500 }, { ...order, matched: 100 })).toEqual([
      'partlyMatchedPrice',
    ])
    expect(check({ price: 50_800, quantity: 100 }, { ...order, matched: 100 })).toEqual(['belowMatched'])
    expect(check({ price: 50_800, quantity: 250 })).toEqual(['notBoardLot'])
    expect(check({ price: 50_800, quantity: 50 })).toEqual(['lotClassChange'])
    const extra = cashNeeded(600, 50_800) - cashNeeded(500, 50_800)
    expect(check({ price: 50_800, quantity: 600 }, order, { buyingPower: extra, sellable: null })).toEqual([])
    expect(
      check({ price: 50_800, quantity: 600 }, order, { buyingPower: extra - 1, sellable: null }),
    ).toEqual(['buyingPower'])
    const sell: WorkingOrder = { ...order, side: 'SELL' }
    expect(check({ price: 50_800, quantity: 700 }, sell, { buyingPower: null, sellable: 100 })).toEqual([
      'sellable',
    ])
  })

  it('estimates value, fee and sale tax', () => {
    expect(estimateCosts('BUY', 1_000, 50_800)).toEqual({
      value: 50_800_000,
      fee: 76_200,
      tax: 0,
      total: 50_876_200,
    })
    expect(estimateCosts('SELL', 1_000, 50_800)).toEqual({
      value: 50_800_000,
      fee: 76_200,
      tax: 50_800,
      total: 50_673_000,
    })
  })
})
