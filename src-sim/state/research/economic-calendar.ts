import { hashString } from '../market/prng'

export const economies = ['US', 'EU', 'CN', 'JP', 'GB', 'VN'] as const
export type Economy = (typeof economies)[number]

interface Rule {
  country: Economy
  event: string
  event_vi: string
  unit: string
  importance: 1 | 2 | 3
  /** When it is released: a day of month, or the n-th weekday of the month, or every week on a weekday. */
  when: { day: number } | { nth: number; weekday: number } | { weekly: number }
  /** Months it is released in (1-12); every month when absent. */
  months?: readonly number[]
  /** UTC hour and minute of the release. */
  utc: [number, number]
  level: number
  step: number
  decimals: number
}

const quarterly = [1, 4, 7, 10]
const rules: readonly Rule[] = [
  {
    country: 'US',
    event: 'Nonfarm Payrolls',
    event_vi: 'Bảng lương phi nông nghiệp',
    unit: 'Thousand',
    importance: 3,
    when: { nth: 1, weekday: 5 },
    utc: [13, 30],
    level: 150,
    step: 60,
    decimals: 0,
  },
  {
    country: 'US',
    event: 'CPI (YoY)',
    event_vi: 'CPI (so với cùng kỳ)',
    unit: 'Percent',
    importance: 3,
    when: { day: 12 },
    utc: [13, 30],
    level: 2.8,
    step: 0.2,
    decimals: 1,
  },
  {
    country: 'US',
    event: 'Fed Interest Rate Decision',
    event_vi: 'Quyết định lãi suất của Fed',
    unit: 'Percent',
    importance: 3,
    when: { nth: 3, weekday: 3 },
    months: [1, 3, 5, 6, 7, 9, 11, 12],
    utc: [19, 0],
    level: 3.75,
    step: 0,
    decimals: 2,
  },
  {
    country: 'US',
    event: 'Initial Jobless Claims',
    event_vi: 'Đơn xin trợ cấp thất nghiệp lần đầu',
    unit: 'Thousand',
    importance: 2,
    when: { weekly: 4 },
    utc: [13, 30],
    level: 225,
    step: 12,
    decimals: 0,
  },
  {
    country: 'US',
    event: 'ISM Manufacturing PMI',
    event_vi: 'PMI sản xuất ISM',
    unit: 'Index',
    importance: 2,
    when: { day: 1 },
    utc: [15, 0],
    level: 49.5,
    step: 1,
    decimals: 1,
  },
  {
    country: 'US',
    event: 'GDP (QoQ, annualised)',
    event_vi: 'GDP (so với quý trước, năm hóa)',
    unit: 'Percent',
    importance: 3,
    when: { day: 28 },
    months: quarterly,
    utc: [13, 30],
    level: 2.2,
    step: 0.8,
    decimals: 1,
  },
  {
    country: 'EU',
    event: 'ECB Interest Rate Decision',
    event_vi: 'Quyết định lãi suất của ECB',
    unit: 'Percent',
    importance: 3,
    when: { nth: 2, weekday: 4 },
    months: [1, 3, 4, 6, 7, 9, 10, 12],
    utc: [13, 15],
    level: 2.15,
    step: 0,
    decimals: 2,
  },
  {
    country: 'EU',
    event: 'CPI Flash (YoY)',
    event_vi: 'CPI sơ bộ (so với cùng kỳ)',
    unit: 'Percent',
    importance: 2,
    when: { day: 2 },
    utc: [10, 0],
    level: 2.1,
    step: 0.15,
    decimals: 1,
  },
  {
    country: 'EU',
    event: 'HCOB Manufacturing PMI',
    event_vi: 'PMI sản xuất HCOB',
    unit: 'Index',
    importance: 2,
    when: { day: 1 },
    utc: [9, 0],
    level: 49.8,
    step: 0.8,
    decimals: 1,
  },
  {
    country: 'CN',
    event: 'CPI (YoY)',
    event_vi: 'CPI (so với cùng kỳ)',
    unit: 'Percent',
    importance: 2,
    when: { day: 9 },
    utc: [1, 30],
    level: 0.2,
    step: 0.3,
    decimals: 1,
  },
  {
    country: 'CN',
    event: 'Trade Balance',
    event_vi: 'Cán cân thương mại',
    unit: 'USD Billion',
    importance: 2,
    when: { day: 7 },
    utc: [3, 0],
    level: 95,
    step: 10,
    decimals: 1,
  },
  {
    country: 'CN',
    event: 'Caixin Manufacturing PMI',
    event_vi: 'PMI sản xuất Caixin',
    unit: 'Index',
    importance: 2,
    when: { day: 1 },
    utc: [1, 45],
    level: 50.6,
    step: 0.7,
    decimals: 1,
  },
  {
    country: 'CN',
    event: 'GDP (YoY)',
    event_vi: 'GDP (so với cùng kỳ)',
    unit: 'Percent',
    importance: 3,
    when: { day: 16 },
    months: quarterly,
    utc: [2, 0],
    level: 4.9,
    step: 0.3,
    decimals: 1,
  },
  {
    country: 'JP',
    event: 'BoJ Interest Rate Decision',
    event_vi: 'Quyết định lãi suất của BoJ',
    unit: 'Percent',
    importance: 3,
    when: { nth: 4, weekday: 5 },
    months: [1, 3, 4, 6, 7, 9, 10, 12],
    utc: [3, 0],
    level: 0.5,
    step: 0,
    decimals: 2,
  },
  {
    country: 'JP',
    event: 'National CPI (YoY)',
    event_vi: 'CPI toàn quốc (so với cùng kỳ)',
    unit: 'Percent',
    importance: 2,
    when: { day: 20 },
    utc: [23, 30],
    level: 2.9,
    step: 0.2,
    decimals: 1,
  },
  {
    country: 'GB',
    event: 'BoE Interest Rate Decision',
    event_vi: 'Quyết định lãi suất của BoE',
    unit: 'Percent',
    importance: 3,
    when: { nth: 1, weekday: 4 },
    months: [2, 3, 5, 6, 8, 9, 11, 12],
    utc: [12, 0],
    level: 4.0,
    step: 0,
    decimals: 2,
  },
  {
    country: 'GB',
    event: 'CPI (YoY)',
    event_vi: 'CPI (so với cùng kỳ)',
    unit: 'Percent',
    importance: 2,
    when: { day: 17 },
    utc: [7, 0],
    level: 3.6,
    step: 0.2,
    decimals: 1,
  },
  {
    country: 'VN',
    event: 'CPI (YoY)',
    event_vi: 'CPI (so với cùng kỳ)',
    unit: 'Percent',
    importance: 3,
    when: { day: 6 },
    utc: [3, 0],
    level: 3.3,
    step: 0.25,
    decimals: 2,
  },
  {
    country: 'VN',
    event: 'Trade Balance',
    event_vi: 'Cán cân thương mại',
    unit: 'USD Billion',
    importance: 2,
    when: { day: 6 },
    utc: [3, 0],
    level: 1.8,
    step: 0.9,
    decimals: 2,
  },
  {
    country: 'VN',
    event: 'Retail Sales (YoY)',
    event_vi: 'Doanh thu bán lẻ (so với cùng kỳ)',
    unit: 'Percent',
    importance: 2,
    when: { day: 6 },
    utc: [3, 0],
    level: 9.3,
    step: 0.8,
    decimals: 1,
  },
  {
    country: 'VN',
    event: 'Industrial Production (YoY)',
    event_vi: 'Sản xuất công nghiệp (so với cùng kỳ)',
    unit: 'Percent',
    importance: 2,
    when: { day: 6 },
    utc: [3, 0],
    level: 9.8,
    step: 1.5,
    decimals: 1,
  },
  {
    country: 'VN',
    event: 'S&P Global Manufacturing PMI',
    event_vi: 'PMI sản xuất S&P Global',
    unit: 'Index',
    importance: 2,
    when: { day: 1 },
    utc: [0, 30],
    level: 52.4,
    step: 1.2,
    decimals: 1,
  },
  {
    country: 'VN',
    event: 'GDP Growth (YoY)',
    event_vi: 'Tăng trưởng GDP (so với cùng kỳ)',
    unit: 'Percent',
    importance: 3,
    when: { day: 6 },
    months: quarterly,
    utc: [3, 0],
    level: 7.5,
    step: 0.6,
    decimals: 2,
  },
  {
    country: 'VN',
    event: 'FDI Disbursed (YTD)',
    event_vi: 'Vốn FDI giải ngân (lũy kế)',
    unit: 'USD Billion',
    importance: 1,
    when: { day: 29 },
    utc: [9, 0],
    level: 2.5,
    step: 0.4,
    decimals: 2,
  },
]

export interface CalendarEvent {
  id: string
  country: Economy
  event: string
  event_vi: string
  /** Unix ms of the release. */
  time: number
  importance: 1 | 2 | 3
  unit: string
  /** Unit-free numeric strings (the current API's form); `actual` null until released. */
  actual: string | null
  previous: string | null
  consensus: string | null
  forecast: string | null
}

function matches(rule: Rule, y: number, m: number, d: number, weekday: number): boolean {
  if (rule.months !== undefined && !rule.months.includes(m)) return false
  const w = rule.when
  if ('day' in w) return d === w.day
  if ('weekly' in w) return weekday === w.weekly
  return weekday === w.weekday && Math.ceil(d / 7) === w.nth && y > 0
}

const value = (rule: Rule, seed: number, key: string, label: string): number => {
  const u = hashString(`${seed}:${rule.country}:${rule.event}:${key}:${label}`) / 4294967296
  return rule.level + (u - 0.5) * 2 * rule.step
}

/** Releases of the six economies with a UTC date in [fromDay, toDay] (epoch day numbers), by time. */
export function calendarEvents(seed: number, nowMs: number, fromDay: number, toDay: number): CalendarEvent[] {
  const out: CalendarEvent[] = []
  for (let day = fromDay; day <= toDay; day++) {
    const date = new Date(day * 86_400_000)
    const [y, m, d, wd] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCDay()]
    for (const rule of rules) {
      if (!matches(rule, y, m, d, wd)) continue
      const time = day * 86_400_000 + (rule.utc[0] * 60 + rule.utc[1]) * 60_000
      const key = String(day)
      const fmt = (x: number) => x.toFixed(rule.decimals)
      const consensus = value(rule, seed, key, 'consensus')
      const released = time <= nowMs
      out.push({
        id: String(hashString(`${rule.country}:${rule.event}:${key}`)),
        country: rule.country,
        event: rule.event,
        event_vi: rule.event_vi,
        time,
        importance: rule.importance,
        unit: rule.unit,
        actual: released
          ? fmt(
              rule.step === 0
                ? rule.level
                : consensus + (value(rule, seed, key, 'surprise') - rule.level) * 0.5,
            )
          : null,
        previous: fmt(rule.step === 0 ? rule.level : value(rule, seed, String(day - 28), 'consensus')),
        consensus: fmt(rule.step === 0 ? rule.level : consensus),
        forecast: fmt(rule.step === 0 ? rule.level : value(rule, seed, key, 'forecast')),
      })
    }
  }
  return out.sort((a, b) => a.time - b.time || a.id.localeCompare(b.id))
}
