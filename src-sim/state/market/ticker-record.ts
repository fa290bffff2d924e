import type { TickerRecordSpec } from '../../../src-shared/schemas/ticker-commons'
import { changePercent, tickDown, tickUp } from '../../../src-shared/market/price-rules'
import type { TickerState } from './ticker-state'

function bidPrices(s: TickerState): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0]
  let p = s.bid1
  for (let i = 0; i < 3 && p > 0 && p >= s.floor; i++) {
    out[i] = p
    p = tickDown(s.exchange, p)
  }
  return out
}

function offerPrices(s: TickerState): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0]
  let p = s.offer1
  for (let i = 0; i < 3 && p > 0 && p <= s.ceiling; i++) {
    out[i] = p
    p = tickUp(s.exchange, p)
  }
  return out
}

/**
 * The spec's ticker record, fields in the spec's order. Empty book levels and a ticker that has not
 * traded yet carry 0, as real boards leave those cells blank.
 */
export function toTickerRecord(s: TickerState, indexNumber: number): TickerRecordSpec {
  const [b1, b2, b3] = bidPrices(s)
  const [o1, o2, o3] = offerPrices(s)
  const traded = s.matchPrice > 0
  return {
    symbol: s.symbol,
    ceilPrice: s.ceiling,
    floorPrice: s.floor,
    refPrice: s.ref,
    bidPrice01: b1,
    bidPrice02: b2,
    bidPrice03: b3,
    bidQtty01: b1 > 0 ? s.bidQtty[0] : 0,
    bidQtty02: b2 > 0 ? s.bidQtty[1] : 0,
    bidQtty03: b3 > 0 ? s.bidQtty[2] : 0,
    offerPrice01: o1,
    offerPrice02: o2,
    offerPrice03: o3,
    offerQtty01: o1 > 0 ? s.offerQtty[0] : 0,
    offerQtty02: o2 > 0 ? s.offerQtty[1] : 0,
    offerQtty03: o3 > 0 ? s.offerQtty[2] : 0,
    matchPrice: s.matchPrice,
    matchQtty: s.matchQtty,
    change: traded ? s.matchPrice - s.ref : 0,
    changePercent: traded ? changePercent(s.matchPrice, s.ref) : 0,
    open: s.open,
    high: s.high,
    low: s.low,
    avg: s.totalVol > 0 ? Math.round(s.totalVal / s.totalVol) : 0,
    totalVol: s.totalVol,
    totalVal: s.totalVal,
    buyForeignQtty: s.buyForeignQtty,
    sellForeignQtty: s.sellForeignQtty,
    room: s.room,
    indexNumber,
  }
}
