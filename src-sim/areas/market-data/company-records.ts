import { basketName } from '../../../src-shared/market/baskets'
import { generateEvents, type CorporateEvent } from '../../state/market/corporate-events'
import { hashString, Prng } from '../../state/market/prng'
import type { TickerState } from '../../state/market/ticker-state'
import type { Listing } from '../../state/market/universe'
import type { SimWorld } from '../../state/world'
import { classificationOf, companyName, listings, unit } from '../../state/research/companies'
import { vnDayStartMs } from '../../state/research/instruments'
import { isoDay } from './stock-days'
import { vnMidnight } from '../../../src-shared/market/vietnam-calendar'

const DAY = 86_400_000
const cities = [
  'Hà Nội',
  'TP. Hồ Chí Minh',
  'TP. Hồ Chí Minh',
  'Hà Nội',
  'Đà Nẵng',
  'Hải Phòng',
  'Bình Dương',
  'Đồng Nai',
  'Cần Thơ',
  'Quảng Ninh',
]
const streets = [
  'Lê Duẩn',
  'Nguyễn Huệ',
  'Trần Hưng Đạo',
  'Lý Thường Kiệt',
  'Điện Biên Phủ',
  'Hai Bà Trưng',
  'Nguyễn Trãi',
  'Láng Hạ',
  'Phạm Văn Đồng',
  'Võ Văn Kiệt',
]
const surnames = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô']
const middles = ['Văn', 'Thị', 'Minh', 'Đức', 'Thanh', 'Quốc', 'Hồng', 'Ngọc', 'Anh', 'Hữu']
const givens = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Hà',
  'Hải',
  'Hùng',
  'Lan',
  'Long',
  'Mai',
  'Nam',
  'Phương',
  'Quân',
  'Sơn',
  'Thảo',
  'Tuấn',
]

const personName = (rng: Prng) => `${rng.pick(surnames)} ${rng.pick(middles)} ${rng.pick(givens)}`

export function profileOf(listing: Listing, seed: number) {
  const rng = new Prng(hashString(`${seed}:profile:${listing.symbol}`))
  const names = companyName(listing.symbol)
  const icb = classificationOf(listing.symbol)
  const node = (n: { code: string; slug: string; name: string; name_en: string } | undefined) =>
    n === undefined ? null : { code: n.code, slug: n.slug, name: n.name, name_en: n.name_en }
  const city = rng.pick(cities)
  return {
    symbol: listing.symbol,
    name: names.name,
    name_en: names.name_en,
    exchange: listing.exchange,
    industry: node(icb?.industry),
    sector: node(icb?.supersector),
    established_year: rng.int(1976, 2015),
    charter_capital: listing.sharesOutstanding * 10_000,
    outstanding_shares: listing.sharesOutstanding,
    employees: rng.int(80, listing.liquidity === 'high' ? 60_000 : 5_000),
    ceo: personName(rng),
    address: `${rng.int(1, 300)} ${rng.pick(streets)}, ${city}`,
    website: `https://www.${listing.symbol.toLowerCase()}.com.vn`,
    description:
      icb === undefined
        ? `${names.name} niêm yết trên sàn ${listing.exchange}.`
        : `${names.name} hoạt động trong ngành ${icb.supersector.name.toLowerCase()}, niêm yết trên sàn ${listing.exchange}.`,
    description_en:
      icb === undefined
        ? `${names.name_en} is listed on ${listing.exchange}.`
        : `${names.name_en} operates in ${icb.supersector.name_en.toLowerCase()} and is listed on ${listing.exchange}.`,
  }
}

export function listingRecordOf(t: TickerState, seed: number) {
  const l = t.listing
  const listedMs = vnDayStartMs(
    Math.floor(Date.UTC(2000, 6, 28) / DAY) + Math.floor(unit(seed, l.symbol, 'listed') * 8_500),
  )
  return {
    symbol: l.symbol,
    exchange: l.exchange,
    listing_date: isoDay(listedMs),
    first_trading_price: Math.round((l.level * (0.3 + unit(seed, l.symbol, 'ipo'))) / 100) * 100,
    par_value: 10_000,
    listed_shares: l.sharesOutstanding,
    outstanding_shares: l.sharesOutstanding,
    foreign_limit_pct: l.folPct,
    foreign_room: t.room,
    indices: l.baskets.filter((b) => b !== 1 && b !== 3 && b !== 5).map(basketName),
  }
}

export function ownershipOf(t: TickerState, seed: number, nowMs: number) {
  const l = t.listing
  const rng = new Prng(hashString(`${seed}:owners:${l.symbol}`))
  const foreignShares = Math.max(0, Math.round((l.folPct / 100) * l.sharesOutstanding) - t.room)
  const statePct = rng.chance(0.3) ? rng.int(20, 75) : 0
  const holders: {
    name: string
    type: 'state' | 'institution' | 'individual'
    shares: number
    percent: number
  }[] = []
  if (statePct > 0)
    holders.push({
      name: rng.pick([
        'Bộ Tài chính',
        'Ủy ban Quản lý vốn nhà nước tại doanh nghiệp',
        'Tổng Công ty Đầu tư và Kinh doanh vốn Nhà nước (SCIC)',
      ]),
      type: 'state',
      shares: Math.round((statePct / 100) * l.sharesOutstanding),
      percent: statePct,
    })
  const funds = [
    'Dragon Capital',
    'VinaCapital',
    'PYN Elite Fund',
    'Vietnam Enterprise Investments Ltd',
    'KIM Vietnam Growth Fund',
    'Samsung Vietnam Securities Master Investment Trust',
  ]
  for (let i = 0; i < rng.int(1, 3); i++) {
    const pct = Math.round((1 + rng.next() * 8) * 100) / 100
    holders.push({
      name: rng.pick(funds),
      type: 'institution',
      shares: Math.round((pct / 100) * l.sharesOutstanding),
      percent: pct,
    })
  }
  const founderPct = Math.round((2 + rng.next() * 20) * 100) / 100
  holders.push({
    name: personName(rng),
    type: 'individual',
    shares: Math.round((founderPct / 100) * l.sharesOutstanding),
    percent: founderPct,
  })
  holders.sort((a, b) => b.shares - a.shares)
  const foreignPct = Math.round((foreignShares / l.sharesOutstanding) * 10_000) / 100
  return {
    symbol: l.symbol,
    date: isoDay(nowMs),
    foreign_pct: foreignPct,
    state_pct: statePct,
    other_pct: Math.round((100 - foreignPct - statePct) * 100) / 100,
    major_holders: holders,
  }
}

export type InsiderSide = 'buy' | 'sell'
export type InsiderStatus = 'registered' | 'completed' | 'cancelled'
const positions = [
  'Chủ tịch HĐQT',
  'Thành viên HĐQT',
  'Tổng Giám đốc',
  'Phó Tổng Giám đốc',
  'Kế toán trưởng',
  'Người có liên quan',
  'Cổ đông lớn',
]

/** Insider and major-holder trades of the last year: registrations still open are `registered`. */
export function insiderTrades(listing: Listing, seed: number, nowMs: number) {
  const rng = new Prng(hashString(`${seed}:insider:${listing.symbol}`))
  const count = listing.liquidity === 'dormant' ? rng.int(0, 1) : rng.int(1, 7)
  const today = vnMidnight(nowMs)
  const trades = []
  for (let i = 0; i < count; i++) {
    const start = today - rng.int(-5, 360) * DAY
    const end = start + 30 * DAY
    const side: InsiderSide = rng.chance(0.55) ? 'buy' : 'sell'
    const registered = Math.round((listing.sharesOutstanding * (0.0002 + rng.next() * 0.003)) / 100) * 100
    const status: InsiderStatus = end > today ? 'registered' : rng.chance(0.8) ? 'completed' : 'cancelled'
    const executed =
      status === 'completed' ? Math.round((registered * (0.3 + 0.7 * rng.next())) / 100) * 100 : 0
    const before =
      Math.round((listing.sharesOutstanding * rng.next() * 0.05) / 100) * 100 +
      (side === 'sell' ? registered : 0)
    trades.push({
      id: `${listing.symbol}-${hashString(`${seed}:${listing.symbol}:${i}`) % 1_000_000}`,
      symbol: listing.symbol,
      holder_name: personName(rng),
      position: rng.pick(positions),
      side,
      status,
      registered_volume: registered,
      executed_volume: executed,
      before_volume: before,
      after_volume: before + (side === 'buy' ? executed : -executed),
      start_date: isoDay(start),
      end_date: isoDay(end),
    })
  }
  return trades.sort((a, b) => b.start_date.localeCompare(a.start_date))
}

const eventCache = new Map<string, Map<string, CorporateEvent[]>>()

/** The group C corporate events (same generator, same seed and start), by symbol. */
export function groupCEvents(world: SimWorld): Map<string, CorporateEvent[]> {
  const key = `${world.config.seed}:${world.config.startMs}`
  let bySymbol = eventCache.get(key)
  if (bySymbol === undefined) {
    bySymbol = new Map()
    for (const e of generateEvents(listings, world.config.seed, world.config.startMs)) {
      bySymbol.set(e.symbol, [...(bySymbol.get(e.symbol) ?? []), e])
    }
    eventCache.set(key, bySymbol)
  }
  return bySymbol
}

export const eventTypes = ['cash_dividend', 'stock_dividend', 'rights_issue', 'agm'] as const
export type EventTypeName = (typeof eventTypes)[number]
const typeNames = { 1: 'cash_dividend', 2: 'stock_dividend', 3: 'rights_issue' } as const

export interface StockEvent {
  id: string
  symbol: string
  event_type: EventTypeName
  title: string
  ex_date: string
  record_date: string
  execution_date: string
  details: Record<string, string | number>
}

/** Group C's dividend and rights events with their figures as `details`, and the annual general meeting. */
export function stockEvents(world: SimWorld, listing: Listing) {
  const events: StockEvent[] = (groupCEvents(world).get(listing.symbol) ?? []).map((e) => {
    const event_type = typeNames[e.type]
    const n = (re: RegExp) => Number(re.exec(e.title)?.[1] ?? 0)
    const details =
      e.type === 1
        ? { cash_per_share: n(/(\d+) đồng\/cổ phiếu/), ratio_pct: n(/tỷ lệ (\d+)%/) }
        : e.type === 2
          ? { ratio: `100:${n(/100:(\d+)/)}` }
          : { ratio: `10:${n(/10:(\d+)/)}`, issue_price: 10_000 }
    return {
      id: String(e.eventID),
      symbol: listing.symbol,
      event_type,
      title: e.title,
      ex_date: e.registrationDate.slice(0, 10),
      record_date: e.recordDate.slice(0, 10),
      execution_date: e.executionDate.slice(0, 10),
      details,
    }
  })
  const rng = new Prng(hashString(`${world.config.seed}:agm:${listing.symbol}`))
  const year = new Date(world.config.startMs).getUTCFullYear()
  for (const y of [year - 1, year]) {
    const meeting = vnDayStartMs(Math.floor(Date.UTC(y, 3, rng.int(5, 28)) / DAY))
    const record = meeting - rng.int(25, 40) * DAY
    events.push({
      id: `AGM-${listing.symbol}-${y}`,
      symbol: listing.symbol,
      event_type: 'agm',
      title: `${listing.symbol}: Đại hội đồng cổ đông thường niên năm ${y}`,
      ex_date: isoDay(record - DAY),
      record_date: isoDay(record),
      execution_date: isoDay(meeting),
      details: { meeting_date: isoDay(meeting), location: rng.pick(cities) },
    })
  }
  return events.sort((a, b) => b.ex_date.localeCompare(a.ex_date))
}

const sources = [
  'SSI Research',
  'Vietcap',
  'VNDIRECT',
  'MBS',
  'HSC',
  'KBSV',
  'ACBS',
  'BSC',
  'Yuanta',
  'Mirae Asset',
] as const
export const recommendations = ['buy', 'outperform', 'neutral', 'underperform', 'sell'] as const

/** Broker research on the names brokers cover (not the thinly traded): a few reports a year each. */
export function analystReports(t: TickerState, seed: number, nowMs: number) {
  const l = t.listing
  if (l.liquidity === 'thin' || l.liquidity === 'dormant') return []
  const rng = new Prng(hashString(`${seed}:reports:${l.symbol}`))
  const today = vnMidnight(nowMs)
  const reports = []
  const count = l.liquidity === 'high' ? rng.int(6, 12) : rng.int(1, 5)
  for (let i = 0; i < count; i++) {
    const issued = today - rng.int(0, 540) * DAY
    const upside = -0.15 + rng.next() * 0.45
    const recommendation =
      upside > 0.2
        ? 'buy'
        : upside > 0.1
          ? 'outperform'
          : upside > -0.03
            ? 'neutral'
            : upside > -0.1
              ? 'underperform'
              : 'sell'
    const source = rng.pick(sources)
    const kind = rng.pick([
      'Cập nhật kết quả kinh doanh',
      'Báo cáo lần đầu',
      'Cập nhật ĐHCĐ',
      'Báo cáo định giá',
    ])
    reports.push({
      id: `${l.symbol}-R${hashString(`${seed}:${l.symbol}:r${i}`) % 1_000_000}`,
      symbol: l.symbol,
      source,
      title: `${l.symbol} - ${kind}: ${recommendation === 'buy' || recommendation === 'outperform' ? 'Triển vọng tích cực' : recommendation === 'neutral' ? 'Chờ động lực mới' : 'Định giá đã phản ánh'}`,
      recommendation,
      target_price: Math.round((t.ref * (1 + upside)) / 100) * 100,
      issue_date: isoDay(issued),
      url: `https://research.example.vn/${source.toLowerCase().replace(/\s+/g, '-')}/${l.symbol.toLowerCase()}-${isoDay(issued)}.pdf`,
    })
  }
  return reports.sort((a, b) => b.issue_date.localeCompare(a.issue_date))
}
