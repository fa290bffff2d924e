import { hashString, Prng } from '../market/prng'
import { listings, companyName } from './companies'
import { vnDayStartMs } from './instruments'
import { newsTopics, type NewsTopic } from '../../../src-shared/schemas/research/info'
import { vnDayNumber } from '../../../src-shared/market/vietnam-calendar'

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

type Template = readonly [vi: string, en: string]
/** Headline templates by topic; `{s}` a symbol, `{n}` a number, `{p}` a percent. */
const templates: Readonly<Record<NewsTopic, readonly Template[]>> = {
  market: [
    ['VN-Index tăng {p}% nhờ lực kéo nhóm ngân hàng', 'VN-Index gains {p}% led by banks'],
    ['Thanh khoản thị trường vượt {n} nghìn tỷ đồng', 'Market turnover tops VND {n} trillion'],
    [
      'Khối ngoại bán ròng phiên thứ {n} liên tiếp',
      'Foreign investors net sell for a {n}th straight session',
    ],
    ['Cổ phiếu vừa và nhỏ phân hóa mạnh cuối phiên', 'Small and mid caps diverge into the close'],
    ['VN30 điều chỉnh {p}% sau chuỗi tăng', 'VN30 pulls back {p}% after a winning streak'],
  ],
  stock: [
    ['{s}: lợi nhuận quý tăng {p}% so với cùng kỳ', '{s} quarterly profit up {p}% year on year'],
    ['{s} chốt quyền trả cổ tức bằng tiền', '{s} sets record date for cash dividend'],
    ['{s} được khối ngoại mua ròng mạnh', 'Foreign investors pile into {s}'],
    ['{s} đặt kế hoạch doanh thu tăng {p}% năm nay', '{s} targets {p}% revenue growth this year'],
    ['Lãnh đạo {s} đăng ký mua {n} triệu cổ phiếu', '{s} executive registers to buy {n} million shares'],
    ['{s} công bố kết quả Đại hội đồng cổ đông thường niên', '{s} announces AGM resolutions'],
  ],
  macro: [
    ['GDP quý tăng trưởng {p}%, cao nhất nhiều năm', 'Quarterly GDP grows {p}%, fastest in years'],
    ['CPI tháng tăng {p}% so với cùng kỳ', 'Monthly CPI rises {p}% year on year'],
    ['Vốn FDI giải ngân đạt {n} tỷ USD', 'Disbursed FDI reaches USD {n} billion'],
    ['Xuất khẩu tăng {p}%, xuất siêu tiếp tục', 'Exports grow {p}% as trade surplus continues'],
  ],
  banking: [
    ['Tín dụng toàn hệ thống tăng {p}% từ đầu năm', 'System-wide credit up {p}% year to date'],
    ['Nhiều ngân hàng điều chỉnh lãi suất huy động', 'Several banks adjust deposit rates'],
    ['NHNN giữ nguyên lãi suất điều hành', 'State Bank keeps policy rates unchanged'],
  ],
  'real-estate': [
    ['Nguồn cung căn hộ mới tại TP.HCM tăng {p}%', 'New apartment supply in HCMC up {p}%'],
    ['Thị trường bất động sản khu công nghiệp hút vốn', 'Industrial property draws fresh capital'],
  ],
  world: [
    ['Fed phát tín hiệu về lộ trình lãi suất', 'Fed signals its rate path'],
    ['Chứng khoán Mỹ biến động trước số liệu việc làm', 'US stocks swing ahead of jobs data'],
    ['Kinh tế Trung Quốc tăng trưởng {p}% trong quý', 'China economy grows {p}% in the quarter'],
  ],
  commodities: [
    ['Giá vàng miếng SJC biến động mạnh', 'SJC gold bar prices swing'],
    ['Giá dầu Brent tăng {p}% trong tuần', 'Brent crude rises {p}% on the week'],
    ['Giá thép trong nước điều chỉnh', 'Domestic steel prices adjusted'],
  ],
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
const covered = listings
  .filter((l) => l.liquidity !== 'dormant' && l.liquidity !== 'thin')
  .map((l) => l.symbol)

const cache = new Map<string, NewsItem[]>()

/**
 * Sixty days of news up to the simulator's start day, about forty items a day, newest first; stable
 * for a seed. Items dated after the current simulated time are not served.
 */
export function newsFeed(seed: number, startMs: number): NewsItem[] {
  const key = `${seed}:${Math.floor(startMs / 86_400_000)}`
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const rng = new Prng(hashString(`${seed}:news`))
  const lastDay = vnDayNumber(startMs) + 1
  const items: NewsItem[] = []
  for (let day = lastDay - 60; day <= lastDay; day++) {
    const start = vnDayStartMs(day)
    for (let i = 0; i < 40; i++) {
      const topic = rng.pick(newsTopics)
      const [vi, en] = rng.pick(templates[topic])
      const symbol = rng.pick(covered)
      const n = String(rng.int(2, 30))
      const p = (rng.int(5, 250) / 10).toFixed(1)
      const fill = (text: string, pct: string) =>
        text.replaceAll('{s}', symbol).replaceAll('{n}', n).replaceAll('{p}', pct)
      const title = fill(vi, p.replace('.', ','))
      const title_en = fill(en, p)
      const id = String(hashString(`${seed}:${day}:${i}`))
      const symbols = topic === 'stock' ? [symbol] : []
      items.push({
        id,
        topic,
        symbols,
        title,
        title_en,
        summary:
          topic === 'stock'
            ? `${title}. ${companyName(symbol).name} công bố thông tin trên sàn.`
            : `${title}.`,
        summary_en:
          topic === 'stock'
            ? `${title_en}. ${companyName(symbol).name_en} disclosed it to the exchange.`
            : `${title_en}.`,
        source: rng.pick(sources),
        published_at: start + rng.int(6 * 60, 22 * 60) * 60_000,
        url: `https://news.example.vn/${topic}/${id}`,
      })
    }
  }
  items.sort((a, b) => b.published_at - a.published_at || a.id.localeCompare(b.id))
  cache.set(key, items)
  return items
}
