import { hashString, Prng } from '../market/prng'
import { vnDayNumber, vnDayStart, vnTime } from '../../../src-shared/market/vietnam-calendar'

export { quoteKinds, type QuoteKind } from '../../../src-shared/schemas/research/quotes'

/**
 * An instrument the cash-market engine does not trade (a currency pair, a coin, a commodity, an
 * open-ended fund, a government bond yield): its path is a seeded random walk of daily closes and a
 * seeded intraday path between them, a pure function of the seed and the time, so every request at
 * the same simulated moment sees the same price.
 */
export interface Instrument {
  kind: 'forex' | 'cryptos' | 'commodities' | 'funds' | 'bonds'
  symbol: string
  name: string
  name_en: string
  currency: string | null
  unit?: string
  /** Level at the simulator's epoch (early 2026). */
  level: number
  /** Daily volatility, as a fraction. */
  vol: number
  decimals: number
  /** Bonds: the series is a yield in percent (candles carry `y`, `c` is null); funds: NAV, daily only. */
  series: 'price' | 'yield' | 'nav'
  /** Trades round the clock (coins, currencies) or only in Vietnam's day session. */
  allDay: boolean
}

const i = (
  kind: Instrument['kind'],
  symbol: string,
  name: string,
  name_en: string,
  currency: string | null,
  level: number,
  vol: number,
  decimals: number,
  extra: Partial<Instrument> = {},
): Instrument => ({
  kind,
  symbol,
  name,
  name_en,
  currency,
  level,
  vol,
  decimals,
  series: 'price',
  allDay: true,
  ...extra,
})

export const instruments: readonly Instrument[] = [
  i('forex', 'USDVND', 'Đô la Mỹ / Đồng Việt Nam', 'US dollar / Vietnamese dong', 'VND', 26_250, 0.0015, 0),
  i('forex', 'EURVND', 'Euro / Đồng Việt Nam', 'Euro / Vietnamese dong', 'VND', 30_600, 0.004, 0),
  i('forex', 'JPYVND', 'Yên Nhật / Đồng Việt Nam', 'Japanese yen / Vietnamese dong', 'VND', 172.5, 0.005, 2),
  i(
    'forex',
    'CNYVND',
    'Nhân dân tệ / Đồng Việt Nam',
    'Chinese yuan / Vietnamese dong',
    'VND',
    3_640,
    0.002,
    0,
  ),
  i('forex', 'EURUSD', 'Euro / Đô la Mỹ', 'Euro / US dollar', 'USD', 1.165, 0.004, 4),
  i('forex', 'USDJPY', 'Đô la Mỹ / Yên Nhật', 'US dollar / Japanese yen', 'JPY', 152.3, 0.005, 2),
  i('forex', 'DXY', 'Chỉ số Đô la Mỹ', 'US dollar index', null, 98.6, 0.003, 2),
  i('cryptos', 'BTCUSD', 'Bitcoin', 'Bitcoin', 'USD', 92_000, 0.025, 2),
  i('cryptos', 'ETHUSD', 'Ethereum', 'Ethereum', 'USD', 3_100, 0.032, 2),
  i('cryptos', 'BNBUSD', 'BNB', 'BNB', 'USD', 880, 0.028, 2),
  i('cryptos', 'SOLUSD', 'Solana', 'Solana', 'USD', 140, 0.04, 2),
  i('cryptos', 'XRPUSD', 'XRP', 'XRP', 'USD', 2.1, 0.04, 4),
  i('commodities', 'XAUUSD', 'Vàng thế giới', 'Gold spot', 'USD', 4_150, 0.01, 2, { unit: 'troy ounce' }),
  i('commodities', 'SJC', 'Vàng miếng SJC', 'SJC gold bar', 'VND', 150_500_000, 0.006, 0, {
    unit: 'lượng (37.5 g)',
    allDay: false,
  }),
  i('commodities', 'XAGUSD', 'Bạc thế giới', 'Silver spot', 'USD', 52, 0.018, 3, { unit: 'troy ounce' }),
  i('commodities', 'BRENT', 'Dầu Brent', 'Brent crude oil', 'USD', 64.5, 0.018, 2, { unit: 'barrel' }),
  i('commodities', 'WTI', 'Dầu WTI', 'WTI crude oil', 'USD', 60.8, 0.019, 2, { unit: 'barrel' }),
  i('commodities', 'HRC', 'Thép cán nóng', 'Hot-rolled coil steel', 'USD', 465, 0.01, 1, { unit: 'tonne' }),
  i('commodities', 'ROBUSTA', 'Cà phê Robusta', 'Robusta coffee', 'USD', 4_450, 0.02, 0, { unit: 'tonne' }),
  i('commodities', 'RUBBER', 'Cao su', 'Natural rubber', 'JPY', 315, 0.015, 1, { unit: 'kg' }),
  i(
    'funds',
    'VCBF-BCF',
    'Quỹ Đầu tư Cổ phiếu Hàng đầu VCBF',
    'VCBF Blue Chip Fund',
    'VND',
    36_500,
    0.008,
    2,
    { series: 'nav', allDay: false },
  ),
  i(
    'funds',
    'DCDS',
    'Quỹ Đầu tư Chứng khoán Năng động DC',
    'DC Dynamic Securities Fund',
    'VND',
    98_000,
    0.009,
    2,
    { series: 'nav', allDay: false },
  ),
  i(
    'funds',
    'SSISCA',
    'Quỹ Đầu tư Lợi thế Cạnh tranh Bền vững SSI',
    'SSI Sustainable Competitive Advantage Fund',
    'VND',
    44_300,
    0.008,
    2,
    { series: 'nav', allDay: false },
  ),
  i(
    'funds',
    'VESAF',
    'Quỹ Đầu tư Cổ phiếu Tiếp cận Thị trường Việt Nam',
    'VinaCapital Equity Special Access Fund',
    'VND',
    33_800,
    0.009,
    2,
    { series: 'nav', allDay: false },
  ),
  i('funds', 'TCBF', 'Quỹ Đầu tư Trái phiếu Techcom', 'Techcom Bond Fund', 'VND', 23_900, 0.0005, 2, {
    series: 'nav',
    allDay: false,
  }),
  i('funds', 'DCBF', 'Quỹ Đầu tư Trái phiếu DC', 'DC Bond Fund', 'VND', 28_400, 0.0005, 2, {
    series: 'nav',
    allDay: false,
  }),
  i(
    'bonds',
    'VN2Y',
    'Lợi suất TPCP Việt Nam 2 năm',
    'Vietnam 2-year government bond yield',
    null,
    2.05,
    0.01,
    3,
    { series: 'yield', allDay: false },
  ),
  i(
    'bonds',
    'VN5Y',
    'Lợi suất TPCP Việt Nam 5 năm',
    'Vietnam 5-year government bond yield',
    null,
    2.55,
    0.008,
    3,
    { series: 'yield', allDay: false },
  ),
  i(
    'bonds',
    'VN10Y',
    'Lợi suất TPCP Việt Nam 10 năm',
    'Vietnam 10-year government bond yield',
    null,
    3.25,
    0.007,
    3,
    { series: 'yield', allDay: false },
  ),
  i(
    'bonds',
    'VN15Y',
    'Lợi suất TPCP Việt Nam 15 năm',
    'Vietnam 15-year government bond yield',
    null,
    3.45,
    0.006,
    3,
    { series: 'yield', allDay: false },
  ),
  i('bonds', 'US10Y', 'Lợi suất TPCP Mỹ 10 năm', 'US 10-year Treasury yield', null, 4.1, 0.012, 3, {
    series: 'yield',
  }),
]

const DAY = 86_400_000
/** Day 0 of every walk: Vietnam midnight of 1 January 2026; earlier and later days walk from it. */
const epochDay = vnDayNumber(vnTime(2026, 1, 1))
const vnDay = vnDayNumber
export const vnDayStartMs = vnDayStart

/** A standard normal draw from a hash (Box-Muller over two hashed uniforms). */
function gauss(key: string): number {
  const a = (hashString(`${key}:a`) + 1) / 4294967297
  const b = hashString(`${key}:b`) / 4294967296
  return Math.sqrt(-2 * Math.log(a)) * Math.cos(2 * Math.PI * b)
}

/** Closes by day number, built outwards from the epoch level and kept per instrument and seed. */
const closeCache = new Map<string, Map<number, number>>()

export function dailyClose(inst: Instrument, seed: number, day: number): number {
  const key = `${seed}:${inst.symbol}`
  let closes = closeCache.get(key)
  if (closes === undefined) {
    closes = new Map([[epochDay, inst.level]])
    closeCache.set(key, closes)
  }
  const known = closes.get(day)
  if (known !== undefined) return known
  const step = day > epochDay ? 1 : -1
  let d = epochDay
  let level = inst.level
  while (d !== day) {
    const next = d + step
    const cached = closes.get(next)
    if (cached !== undefined) level = cached
    else {
      const move = inst.vol * gauss(`${seed}:${inst.symbol}:${step > 0 ? next : d}`)
      level = step > 0 ? level * Math.exp(move) : level / Math.exp(move)
      closes.set(next, level)
    }
    d = next
  }
  return level
}

const round = (x: number, decimals: number): number => Number(x.toFixed(decimals))

export interface InstrumentQuote {
  price: number
  reference: number
  open: number
  high: number
  low: number
  time: number
}

/** Where the instrument trades at `ms`: yesterday's close walking to today's along a seeded path. */
export function instrumentQuote(inst: Instrument, seed: number, ms: number): InstrumentQuote {
  const day = vnDay(ms)
  const reference = dailyClose(inst, seed, day - 1)
  const close = dailyClose(inst, seed, day)
  const start = vnDayStartMs(day)
  // Markets of the day session move from 9:00 to 15:00; the rest round the clock.
  const [openMs, closeMs] = inst.allDay
    ? [start, start + DAY]
    : [start + 9 * 3_600_000, start + 15 * 3_600_000]
  const f = Math.max(0, Math.min(1, (ms - openMs) / (closeMs - openMs)))
  const at = (x: number): number => {
    const minute = Math.floor((openMs + x * (closeMs - openMs)) / 60_000)
    const wiggle = inst.vol * 0.25 * gauss(`${seed}:${inst.symbol}:m${minute}`) * Math.sqrt(x * (1 - x))
    return reference * (close / reference) ** x * Math.exp(wiggle)
  }
  const price = at(f)
  const rng = new Prng(hashString(`${seed}:${inst.symbol}:hl${day}`))
  const open = at(0)
  const high = Math.max(open, price) * (1 + inst.vol * 0.3 * rng.next() * f)
  const low = Math.min(open, price) * (1 - inst.vol * 0.3 * rng.next() * f)
  const d = inst.decimals
  return {
    price: round(price, d),
    reference: round(reference, d),
    open: round(open, d),
    high: round(high, d),
    low: round(low, d),
    time: Math.min(ms, closeMs),
  }
}

export interface Candle {
  t: number
  o: number | null
  h: number
  l: number
  c: number | null
  v: number | null
  /** Bonds only: the yield in percent. */
  y?: number
}

/** Daily candles in [fromMs, toMs), `t` the day's Vietnam midnight in Unix seconds; today included. */
export function instrumentCandles(
  inst: Instrument,
  seed: number,
  nowMs: number,
  fromMs: number,
  toMs: number,
): Candle[] {
  const out: Candle[] = []
  const today = vnDay(nowMs)
  const first = Math.max(vnDay(fromMs), today - 730)
  for (let day = first; day <= today && vnDayStartMs(day) < toMs; day++) {
    const start = vnDayStartMs(day)
    const weekday = new Date(start + 12 * 3_600_000).getUTCDay()
    if (!inst.allDay && (weekday === 0 || weekday === 6)) continue
    if (start < fromMs) continue
    const q = instrumentQuote(inst, seed, day === today ? nowMs : start + DAY - 1)
    const t = Math.floor(start / 1000)
    if (inst.series === 'yield')
      // Yield-only (api-facts §5.6): no price close; the day's yield is `y`, and high and low bound it.
      out.push({ t, o: null, h: q.high, l: q.low, c: null, v: null, y: q.price })
    else if (inst.series === 'nav') out.push({ t, o: null, h: q.price, l: q.price, c: q.price, v: null })
    else out.push({ t, o: q.open, h: q.high, l: q.low, c: q.price, v: null })
  }
  return out
}
