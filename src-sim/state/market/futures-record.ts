import { changePercent } from '../../../src-shared/market/price-rules'
import type { TickerRecordSpec } from '../../../src-shared/schemas/ticker-commons'
import type { FuturesQuote } from './futures-quotes'

const points = (tenths: number): number => tenths / 10

/** Up to three levels one tick apart from the best price, inside the band; empty levels are 0. */
function levels(best: number, direction: 1 | -1, q: FuturesQuote): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0]
  for (let i = 0; i < 3 && best > 0; i++) {
    const p = best + direction * i
    if (p < q.floor || p > q.ceiling) break
    out[i] = p
  }
  return out
}

/**
 * A futures contract as the spec's ticker record. Prices are **index points** (1,198.4), the unit
 * every futures board and the TCBS derivative position example (`lastPrice` 1198.4) use, not VND;
 * quantities are contracts; `totalVal` is VND (points × 100,000 × contracts); `avg` is points with
 * two decimals. There is no foreign ownership limit on a derivative: `room` is 0, a number as on every
 * other row (real clients decode it as one; a futures board shows no room column).
 */
export function toFuturesRecord(q: FuturesQuote): TickerRecordSpec {
  const [b1, b2, b3] = levels(q.bid1, -1, q)
  const [o1, o2, o3] = levels(q.offer1, 1, q)
  const traded = q.matchPrice > 0
  return {
    symbol: q.contract.symbol,
    ceilPrice: points(q.ceiling),
    floorPrice: points(q.floor),
    refPrice: points(q.ref),
    bidPrice01: points(b1),
    bidPrice02: points(b2),
    bidPrice03: points(b3),
    bidQtty01: b1 > 0 ? q.bidQtty[0] : 0,
    bidQtty02: b2 > 0 ? q.bidQtty[1] : 0,
    bidQtty03: b3 > 0 ? q.bidQtty[2] : 0,
    offerPrice01: points(o1),
    offerPrice02: points(o2),
    offerPrice03: points(o3),
    offerQtty01: o1 > 0 ? q.offerQtty[0] : 0,
    offerQtty02: o2 > 0 ? q.offerQtty[1] : 0,
    offerQtty03: o3 > 0 ? q.offerQtty[2] : 0,
    matchPrice: points(q.matchPrice),
    matchQtty: q.matchQtty,
    change: traded ? points(q.matchPrice - q.ref) : 0,
    changePercent: traded ? changePercent(q.matchPrice, q.ref) : 0,
    open: points(q.open),
    high: points(q.high),
    low: points(q.low),
    avg: q.totalVol > 0 ? Math.round(q.totalVal / q.totalVol / 1_000) / 100 : 0,
    totalVol: q.totalVol,
    totalVal: q.totalVal,
    buyForeignQtty: q.buyForeignQtty,
    sellForeignQtty: q.sellForeignQtty,
    room: 0,
    indexNumber: 0,
  }
}
