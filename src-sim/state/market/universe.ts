import type { BasketCode } from '../../../src-shared/market/baskets'
import { snapToTick, type Exchange } from '../../../src-shared/market/price-rules'
import {
  bankSymbols,
  hnx30Symbols,
  midcapSymbols,
  smallcapSymbols,
  vn30Symbols,
  vn50Symbols,
  vnsiSymbols,
  vnxAllShareExtraSymbols,
} from './data/basket-lists'
import { hnxSymbols, hoseSymbols, symbolsOf, upcomSymbols } from './data/exchange-lists'
import { knownPriceLevels } from './data/price-levels'
import { hashString } from './prng'

/** How often a name trades: drives match probability, order sizes and shares outstanding. */
export type Liquidity = 'high' | 'mid' | 'low' | 'thin' | 'dormant'

export interface Listing {
  symbol: string
  exchange: Exchange
  /** Approximate price level in VND before the seed's jitter. */
  level: number
  liquidity: Liquidity
  baskets: readonly BasketCode[]
  /** Foreign ownership limit, percent of shares outstanding. */
  folPct: number
  sharesOutstanding: number
}

/** UPCOM names that trade like mid caps (vn-market.md §5.5 lists them; the rest are thin). */
const activeUpcom = new Set([
  'ACV',
  'VEA',
  'QNS',
  'MCH',
  'MSR',
  'OIL',
  'VGI',
  'FOX',
  'ABB',
  'KLB',
  'BVB',
  'VGT',
])

const set = (text: string): ReadonlySet<string> => new Set(symbolsOf(text))

export interface Universe {
  listings: readonly Listing[]
  basketMembers: ReadonlyMap<BasketCode, readonly string[]>
}

/** Builds the listed universe and the membership of the 12 baskets. Pure: no randomness. */
export function buildUniverse(): Universe {
  const vn30 = set(vn30Symbols)
  const hnx30 = set(hnx30Symbols)
  const midcap = set(midcapSymbols)
  const smallcap = set(smallcapSymbols)
  const vnsi = set(vnsiSymbols)
  const vn50 = set(vn50Symbols)
  const vnxExtra = set(vnxAllShareExtraSymbols)
  const banks = set(bankSymbols)

  const basketsOf = (symbol: string, exchange: Exchange): BasketCode[] => {
    const codes: BasketCode[] = []
    if (exchange === 'HOSE') codes.push(1)
    if (vn30.has(symbol)) codes.push(2)
    if (exchange === 'HNX') codes.push(3)
    if (hnx30.has(symbol)) codes.push(4)
    if (exchange === 'UPCOM') codes.push(5)
    if (midcap.has(symbol)) codes.push(10)
    const vn100 = vn30.has(symbol) || midcap.has(symbol)
    if (vn100) codes.push(11)
    if (vn100 || smallcap.has(symbol)) codes.push(12)
    if (smallcap.has(symbol)) codes.push(13)
    if (vn100 || smallcap.has(symbol) || vnxExtra.has(symbol)) codes.push(14)
    if (vn50.has(symbol)) codes.push(15)
    if (vnsi.has(symbol)) codes.push(16)
    return codes
  }

  const liquidityOf = (symbol: string, exchange: Exchange): Liquidity => {
    if (vn30.has(symbol)) return 'high'
    if (midcap.has(symbol) || hnx30.has(symbol) || vn50.has(symbol)) return 'mid'
    if (smallcap.has(symbol) || activeUpcom.has(symbol)) return 'low'
    if (exchange === 'UPCOM') return 'dormant'
    return 'thin'
  }

  const listings: Listing[] = []
  const add = (text: string, exchange: Exchange): void => {
    for (const symbol of symbolsOf(text)) {
      const liquidity = liquidityOf(symbol, exchange)
      listings.push({
        symbol,
        exchange,
        level: knownPriceLevels[symbol] ?? derivedLevel(symbol, exchange),
        liquidity,
        baskets: basketsOf(symbol, exchange),
        folPct: banks.has(symbol) ? 30 : 49,
        sharesOutstanding: derivedShares(symbol, liquidity),
      })
    }
  }
  add(hoseSymbols, 'HOSE')
  add(hnxSymbols, 'HNX')
  add(upcomSymbols, 'UPCOM')

  const basketMembers = new Map<BasketCode, string[]>()
  for (const listing of listings) {
    for (const code of listing.baskets) {
      const members = basketMembers.get(code) ?? []
      members.push(listing.symbol)
      basketMembers.set(code, members)
    }
  }
  return { listings, basketMembers }
}

/**
 * A stable, plausible price level for a symbol without a known one: log-uniform between 3,000 and
 * 60,000 VND (HNX and UPCOM a little lower), so every HOSE tick band appears.
 */
function derivedLevel(symbol: string, exchange: Exchange): number {
  const u = hashString(`level:${symbol}`) / 4294967296
  const [lo, hi] = exchange === 'HOSE' ? [3_000, 60_000] : [2_500, 45_000]
  return snapToTick(exchange, Math.exp(Math.log(lo) + u * (Math.log(hi) - Math.log(lo))))
}

const sharesRange: Readonly<Record<Liquidity, readonly [number, number]>> = {
  high: [1_000_000_000, 8_000_000_000],
  mid: [200_000_000, 2_000_000_000],
  low: [50_000_000, 500_000_000],
  thin: [10_000_000, 150_000_000],
  dormant: [5_000_000, 80_000_000],
}

function derivedShares(symbol: string, liquidity: Liquidity): number {
  const u = hashString(`shares:${symbol}`) / 4294967296
  const [lo, hi] = sharesRange[liquidity]
  return Math.round((lo + u * (hi - lo)) / 1000) * 1000
}
