import { describe, expect, it } from 'vitest'
import type { TicketContext } from '../../../../../src-shared/bridge/contract'
import {
  confirmationsFor,
  openingOrder,
  parseQuantity,
  priceText,
  stepPrice,
  stepQuantity,
} from './ticket-model'
import { parsePrice } from '../../../../lib/numbers'

const ctx = (over: Partial<TicketContext> = {}): TicketContext => ({
  symbol: 'BID',
  exchange: 'HOSE',
  session: 'PROGRESS',
  allowedTypes: ['LO', 'MP', 'MTL', 'ATC'],
  reference: 50_800,
  ceiling: 54_300,
  floor: 47_250,
  last: 51_000,
  bestBid: 50_900,
  bestAsk: 51_100,
  buyingPower: 1e9,
  sellable: null,
  maxQuantity: 19_000,
  brokerCap: null,
  at: 0,
  ...over,
})

describe('the ticket model', () => {
  it('opens at the best opposite price in continuous trading, ATO before the open, ATC in the close', () => {
    expect(openingOrder(ctx(), 'BUY')).toEqual({ type: 'LO', price: 51_100 })
    expect(openingOrder(ctx(), 'SELL')).toEqual({ type: 'LO', price: 50_900 })
    // An empty side of the book: the last price, then the reference.
    expect(openingOrder(ctx({ bestAsk: 0 }), 'BUY').price).toBe(51_000)
    expect(openingOrder(ctx({ bestAsk: 0, last: 0 }), 'BUY').price).toBe(50_800)
    const open = ctx({ session: 'OPEN', allowedTypes: ['LO', 'MP', 'MTL', 'ATO', 'ATC'] })
    expect(openingOrder(open, 'BUY').type).toBe('ATO')
    expect(openingOrder(ctx({ session: 'PRE_CLOSED', allowedTypes: ['LO', 'ATC'] }), 'SELL').type).toBe('ATC')
    // HNX has no ATO: a limit before its open.
    expect(
      openingOrder(ctx({ exchange: 'HNX', session: 'OPEN', allowedTypes: ['LO', 'ATC'] }), 'BUY').type,
    ).toBe('LO')
  })

  it('steps the price on the tick of its level, onto the tick when it was off, inside the band', () => {
    const band = { ceiling: 54_300, floor: 47_250 }
    expect(stepPrice('HOSE', 50_000, -1, band)).toBe(49_950)
    expect(stepPrice('HOSE', 49_950, 1, band)).toBe(50_000)
    expect(stepPrice('HOSE', 50_850, 1, band)).toBe(50_900)
    expect(stepPrice('HOSE', 50_850, -1, band)).toBe(50_800)
    expect(stepPrice('HOSE', 54_300, 1, band)).toBe(54_300)
    expect(stepPrice('HOSE', 47_250, -1, band)).toBe(47_250)
    expect(stepPrice('HNX', 19_900, 1, { ceiling: 22_000, floor: 18_000 })).toBe(20_000)
  })

  it('steps the quantity in whole lots', () => {
    expect(stepQuantity(100, 1)).toBe(200)
    expect(stepQuantity(200, -1)).toBe(100)
    expect(stepQuantity(100, -1)).toBe(100)
    expect(stepQuantity(37, 1)).toBe(100)
    expect(stepQuantity(250, -1)).toBe(200)
    expect(stepQuantity(300, 1, 10)).toBe(1_300)
  })

  it('reads prices in thousands of VND and quantities with or without grouping', () => {
    expect(parsePrice('50.8')).toBe(50_800)
    expect(parsePrice('50,85')).toBe(50_850)
    expect(parsePrice('9.99')).toBe(9_990)
    expect(parsePrice('abc')).toBeNull()
    expect(parsePrice('0')).toBeNull()
    expect(priceText(50_800)).toBe('50.80')
    expect(parseQuantity('1,000')).toBe(1_000)
    expect(parseQuantity('1.5')).toBe(15)
    expect(parseQuantity('-3')).toBeNull()
  })

  it('asks the confirmations the user chose, the second only above the limit', () => {
    expect(confirmationsFor(1e6, { confirm: false, above: null }, false)).toEqual([])
    expect(confirmationsFor(1e6, { confirm: true, above: null }, false)).toEqual(['confirm'])
    expect(confirmationsFor(1e6, { confirm: false, above: null }, true)).toEqual(['confirm'])
    expect(confirmationsFor(2e9, { confirm: false, above: 1e9 }, false)).toEqual(['large'])
    expect(confirmationsFor(1e9, { confirm: true, above: 1e9 }, false)).toEqual(['confirm'])
  })
})
