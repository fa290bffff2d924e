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
import { knownSharesMillions } from './data/share-counts'
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

let built: Universe | undefined

/**
 * The listed universe and the membership of the 12 baskets. Pure (no randomness) and read-only, so
 * it is built once per process and shared: the engine, the research tables and the event routes each
 * built their own copy at start.
 */
export function buildUniverse(): Universe {
  built ??= drawUniverse()
  return built
}

function drawUniverse(): Universe {
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
      const level = knownPriceLevels[symbol] ?? derivedLevel(symbol, exchange)
      const known = knownSharesMillions[symbol]
      listings.push({
        symbol,
        exchange,
        level,
        liquidity,
        baskets: basketsOf(symbol, exchange),
        folPct: banks.has(symbol) ? 30 : 49,
        sharesOutstanding: known === undefined ? derivedShares(symbol, liquidity, level) : known * 1_000_000,
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

/**
 * Market capitalisation, bn VND, typical of a tier (a log-uniform draw between the bounds): every
 * VN30 name has a known count (data/share-counts.ts), so "high" only covers a name added later;
 * mid caps run from 2 to 40 trillion VND, a small listing from 20 bn. A derived share count is this
 * capitalisation at the listing's price level, so a high-priced small company stays small.
 */
const capRangeBn: Readonly<Record<Liquidity, readonly [number, number]>> = {
  high: [40_000, 150_000],
  mid: [2_000, 40_000],
  low: [300, 5_000],
  thin: [50, 1_500],
  dormant: [20, 800],
}

function derivedShares(symbol: string, liquidity: Liquidity, level: number): number {
  const u = hashString(`shares:${symbol}`) / 4294967296
  const [lo, hi] = capRangeBn[liquidity]
  const capVnd = Math.exp(Math.log(lo) + u * (Math.log(hi) - Math.log(lo))) * 1e9
  return Math.max(1_000_000, Math.round(capVnd / level / 100_000) * 100_000)
}
