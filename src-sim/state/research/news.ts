import { hashString, Prng } from '../market/prng'
import { indexDailyMove } from '../market/indices/index-history'
import { vn30Symbols } from '../market/data/basket-lists'
import { symbolsOf } from '../market/data/exchange-lists'
import { listings, listingOf, companyName } from './companies'
import { coreOf, fundamentals, latestPeriod, periodsBack } from './financials'
import { vnDayStartMs } from './instruments'
import { indicators, latestIndex, series, type Indicator } from './macro'
import { newsTopics, type NewsTopic } from '../../../src-shared/schemas/research/info'
import { vnDayNumber, vnParts } from '../../../src-shared/market/vietnam-calendar'

export { newsTopics }

export interface NewsItem {
  id: string
  topic: NewsTopic
  symbols: string[]
  title: string
  title_en: string
  summary: string
  summary_en: string
  source: string
  /** Unix ms. */
  published_at: number
  url: string
}

/** A headline in both languages; `{x}` placeholders are filled from the world's own figures. */
type Words = readonly [vi: string, en: string]
interface Headline {
  topic: NewsTopic
  words: Words
  /** Placeholder → value, formatted per language (a decimal comma in Vietnamese). */
  values: Readonly<Record<string, number>>
  symbols?: readonly string[]
}

const sources = [
  'VnExpress',
  'CafeF',
  'Vietstock',
  'Báo Đầu tư',
  'Thời báo Kinh tế Sài Gòn',
  'VietnamBiz',
  'Người Lao Động',
  'Tuổi Trẻ',
]

const vn30 = symbolsOf(vn30Symbols)
const covered = listings
  .filter((l) => l.liquidity !== 'dormant' && l.liquidity !== 'thin')
  .map((l) => l.symbol)

const DAY = 86_400_000
const pct = (fraction: number): number => Math.round(Math.abs(fraction) * 1000) / 10

function fill(text: string, values: Readonly<Record<string, number>>, lang: 'vi' | 'en'): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = values[key] ?? 0
    const s = Number.isInteger(v) ? String(v) : v.toFixed(1)
    return lang === 'vi' ? s.replace('.', ',') : s
  })
}

/** The economy's published figures as of a moment: the macro dashboard's own series (macro.ts). */
function macroFigure(seed: number, anchorMs: number, id: string, atMs: number): number {
  const ind = indicators.find((i) => i.id === id) as Indicator
  const k = latestIndex(ind.frequency, atMs)
  const value = series(ind, seed, latestIndex(ind.frequency, anchorMs), k, k)[0]?.value ?? ind.latest
  return Math.round(value * 10) / 10
}

/** An exchange session's close: the index move the chart's daily candle shows for that day. */
function sessionHeadlines(seed: number, dayMs: number): Headline[] {
  const vnIndex = indexDailyMove(seed, 'VNINDEX', dayMs)
  const vn30Move = indexDailyMove(seed, 'VN30', dayMs)
  return [
    {
      topic: 'market',
      words:
        vnIndex >= 0
          ? ['VN-Index tăng {p}% nhờ lực kéo nhóm ngân hàng', 'VN-Index gains {p}% led by banks']
          : ['VN-Index giảm {p}% trước áp lực bán', 'VN-Index falls {p}% under selling pressure'],
      values: { p: pct(vnIndex) },
    },
    {
      topic: 'market',
      words:
        vn30Move >= 0
          ? ['VN30 tăng {p}%, nhóm vốn hóa lớn dẫn dắt', 'VN30 rises {p}% as large caps lead']
          : ['VN30 điều chỉnh {p}% sau chuỗi tăng', 'VN30 pulls back {p}%'],
      values: { p: pct(vn30Move) },
    },
  ]
}

function macroHeadlines(seed: number, anchorMs: number, atMs: number): Headline[] {
  const at = (id: string) => macroFigure(seed, anchorMs, id, atMs)
  return [
    {
      topic: 'macro',
      words: ['GDP quý tăng trưởng {p}% so với cùng kỳ', 'Quarterly GDP grows {p}% year on year'],
      values: { p: at('gdp_growth') },
    },
    {
      topic: 'macro',
      words: ['CPI tháng tăng {p}% so với cùng kỳ', 'Monthly CPI rises {p}% year on year'],
      values: { p: at('cpi_yoy') },
    },
    {
      topic: 'macro',
      words: ['Vốn FDI giải ngân từ đầu năm đạt {n} tỷ USD', 'Disbursed FDI reaches USD {n} billion'],
      values: { n: at('fdi_disbursed') },
    },
    {
      topic: 'macro',
      words: ['Kim ngạch xuất khẩu tháng đạt {n} tỷ USD', 'Monthly exports reach USD {n} billion'],
      values: { n: at('exports') },
    },
    {
      topic: 'banking',
      words: ['Tín dụng toàn hệ thống tăng {p}% từ đầu năm', 'System-wide credit up {p}% year to date'],
      values: { p: at('credit_growth') },
    },
    {
      topic: 'banking',
      words: ['NHNN giữ nguyên lãi suất tái cấp vốn {p}%', 'State Bank keeps the refinancing rate at {p}%'],
      values: { p: at('refinancing_rate') },
    },
  ]
}

/** Company news from the company's own model (research/financials.ts): its profit and its plan. */
function stockHeadlines(seed: number, symbol: string, atMs: number, rng: Prng): Headline[] {
  const listing = listingOf(symbol)
  if (listing === undefined) return []
  const f = fundamentals(listing, seed)
  const latestYear = latestPeriod('year', atMs).year
  const [quarter, , , , yearAgo] = periodsBack(latestPeriod('quarter', atMs), 5)
  const now = quarter === undefined ? 0 : coreOf(f, seed, symbol, latestYear, quarter).netIncome
  const before = yearAgo === undefined ? 0 : coreOf(f, seed, symbol, latestYear, yearAgo).netIncome
  const change = before > 0 ? now / before - 1 : 0
  const symbols = [symbol]
  return [
    {
      topic: 'stock',
      words:
        change >= 0
          ? ['{s}: lợi nhuận quý tăng {p}% so với cùng kỳ', '{s} quarterly profit up {p}% year on year']
          : ['{s}: lợi nhuận quý giảm {p}% so với cùng kỳ', '{s} quarterly profit down {p}% year on year'],
      values: { p: pct(change) },
      symbols,
    },
    {
      topic: 'stock',
      words: ['{s} đặt kế hoạch lợi nhuận tăng {p}% năm nay', '{s} targets {p}% profit growth this year'],
      values: { p: pct(Math.max(0.03, f.growth)) },
      symbols,
    },
    {
      topic: 'stock',
      words: ['{s} chốt quyền trả cổ tức bằng tiền', '{s} sets record date for cash dividend'],
      values: {},
      symbols,
    },
    {
      topic: 'stock',
      words: ['{s} được khối ngoại mua ròng mạnh', 'Foreign investors pile into {s}'],
      values: {},
      symbols,
    },
    {
      topic: 'stock',
      words: [
        'Lãnh đạo {s} đăng ký mua {n} triệu cổ phiếu',
        '{s} executive registers to buy {n} million shares',
      ],
      values: { n: rng.int(1, 5) },
      symbols,
    },
    {
      topic: 'stock',
      words: ['{s} công bố kết quả Đại hội đồng cổ đông thường niên', '{s} announces AGM resolutions'],
      values: {},
      symbols,
    },
  ]
}

/** Words without figures, or with figures of the scale the real ones have. */
function plainHeadlines(rng: Prng): Headline[] {
  return [
    {
      topic: 'market',
      words: ['Cổ phiếu vừa và nhỏ phân hóa mạnh cuối phiên', 'Small and mid caps diverge into the close'],
      values: {},
    },
    {
      topic: 'market',
      words: [
        'Khối ngoại bán ròng phiên thứ {n} liên tiếp',
        'Foreign investors net sell for a {n}th straight session',
      ],
      values: { n: rng.int(2, 8) },
    },
    {
      topic: 'banking',
      words: ['Nhiều ngân hàng điều chỉnh lãi suất huy động', 'Several banks adjust deposit rates'],
      values: {},
    },
    {
      topic: 'real-estate',
      words: ['Nguồn cung căn hộ mới tại TP.HCM tăng {p}%', 'New apartment supply in HCMC up {p}%'],
      values: { p: rng.int(50, 250) / 10 },
    },
    {
      topic: 'real-estate',
      words: ['Thị trường bất động sản khu công nghiệp hút vốn', 'Industrial property draws fresh capital'],
      values: {},
    },
    {
      topic: 'world',
      words: ['Fed phát tín hiệu về lộ trình lãi suất', 'Fed signals its rate path'],
      values: {},
    },
    {
      topic: 'world',
      words: ['Chứng khoán Mỹ biến động trước số liệu việc làm', 'US stocks swing ahead of jobs data'],
      values: {},
    },
    {
      topic: 'world',
      words: ['Kinh tế Trung Quốc tăng trưởng {p}% trong quý', 'China economy grows {p}% in the quarter'],
      values: { p: rng.int(44, 54) / 10 },
    },
    {
      topic: 'commodities',
      words: ['Giá vàng miếng SJC biến động mạnh', 'SJC gold bar prices swing'],
      values: {},
    },
    {
      topic: 'commodities',
      words: ['Giá dầu Brent biến động {p}% trong tuần', 'Brent crude moves {p}% on the week'],
      values: { p: rng.int(5, 45) / 10 },
    },
    {
      topic: 'commodities',
      words: ['Giá thép trong nước điều chỉnh', 'Domestic steel prices adjusted'],
      values: {},
    },
  ]
}

const cache = new Map<string, NewsItem[]>()

/**
 * Sixty days of news up to the simulator's start day, about forty items a day, newest first; stable
 * for a seed. Every figure comes from the world's own models: a session's index move from the index
 * history, the economy's from the macro dashboard's series (anchored at the start, as the dashboard
 * is), a company's from its financial model; so a headline and the screen beside it agree. A session's
 * close is reported only once it is over (never on the start day), and each VN30 company has news
 * every month. Items dated after the current simulated time are not served.
 */
export function newsFeed(seed: number, startMs: number): NewsItem[] {
  const key = `${seed}:${Math.floor(startMs / DAY)}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const rng = new Prng(hashString(`${seed}:news`))
  const startDay = vnDayNumber(startMs)
  const items: NewsItem[] = []
  const push = (day: number, i: number, h: Headline, publishedAt: number): void => {
    const symbol = h.symbols?.[0] ?? ''
    const values = h.values
    const title = fill(h.words[0], values, 'vi').replaceAll('{s}', symbol)
    const title_en = fill(h.words[1], values, 'en').replaceAll('{s}', symbol)
    const id = String(hashString(`${seed}:${day}:${i}`))
    const name = symbol === '' ? undefined : companyName(symbol)
    items.push({
      id,
      topic: h.topic,
      symbols: [...(h.symbols ?? [])],
      title,
      title_en,
      summary: name === undefined ? `${title}.` : `${title}. ${name.name} công bố thông tin trên sàn.`,
      summary_en:
        name === undefined ? `${title_en}.` : `${title_en}. ${name.name_en} disclosed it to the exchange.`,
      source: rng.pick(sources),
      published_at: publishedAt,
      url: `https://news.example.vn/${h.topic}/${id}`,
    })
  }
  for (let day = startDay - 60; day <= startDay + 1; day++) {
    const start = vnDayStartMs(day)
    const weekday = vnParts(start + 12 * 3_600_000).weekday
    const session = weekday !== 0 && weekday !== 6
    let i = 0
    // The session's close, reported after it (15:30), only for sessions already over at the start.
    if (session && day < startDay)
      for (const h of sessionHeadlines(seed, start)) push(day, i++, h, start + (15 * 60 + 30 + i) * 60_000)
    // One VN30 company a day, in turn, so each has news within any thirty days.
    const own = vn30[((day % vn30.length) + vn30.length) % vn30.length]
    if (own !== undefined) {
      const at = start + rng.int(7 * 60, 21 * 60) * 60_000
      push(day, i++, rng.pick(stockHeadlines(seed, own, at, rng)), at)
    }
    while (i < 40) {
      const at = start + rng.int(6 * 60, 22 * 60) * 60_000
      const kind = rng.int(0, 9)
      const pool =
        kind < 4
          ? stockHeadlines(seed, rng.pick(covered), at, rng)
          : kind < 6
            ? macroHeadlines(seed, startMs, at)
            : plainHeadlines(rng)
      push(day, i++, rng.pick(pool), at)
    }
  }
  items.sort((a, b) => b.published_at - a.published_at || a.id.localeCompare(b.id))
  cache.set(key, items)
  return items
}
