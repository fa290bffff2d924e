import { hashString } from '../market/prng'
import { vnWallClockAsUtc } from '../../../src-shared/market/vietnam-calendar'

export type Frequency = 'yearly' | 'quarterly' | 'monthly'

export interface Indicator {
  id: string
  name: string
  name_en: string
  unit: string
  frequency: Frequency
  /** Level of the latest period and how much it moves per period (standard deviation). */
  latest: number
  step: number
  decimals: number
  /** Mean the series reverts to. */
  mean: number
}

/** Vietnam's headline macro series with 2025-era levels (GSO and SBV publications). */
export const indicators: readonly Indicator[] = [
  {
    id: 'gdp_growth',
    name: 'Tăng trưởng GDP',
    name_en: 'GDP growth (y/y)',
    unit: 'Percent',
    frequency: 'quarterly',
    latest: 7.6,
    step: 0.6,
    decimals: 2,
    mean: 6.5,
  },
  {
    id: 'gdp_growth_annual',
    name: 'Tăng trưởng GDP năm',
    name_en: 'GDP growth, annual',
    unit: 'Percent',
    frequency: 'yearly',
    latest: 8.0,
    step: 0.8,
    decimals: 2,
    mean: 6.3,
  },
  {
    id: 'gdp_nominal',
    name: 'GDP danh nghĩa',
    name_en: 'Nominal GDP',
    unit: 'USD Billion',
    frequency: 'yearly',
    latest: 510,
    step: 20,
    decimals: 1,
    mean: 430,
  },
  {
    id: 'cpi_yoy',
    name: 'Lạm phát CPI',
    name_en: 'CPI inflation (y/y)',
    unit: 'Percent',
    frequency: 'monthly',
    latest: 3.3,
    step: 0.25,
    decimals: 2,
    mean: 3.2,
  },
  {
    id: 'core_inflation',
    name: 'Lạm phát cơ bản',
    name_en: 'Core inflation (y/y)',
    unit: 'Percent',
    frequency: 'monthly',
    latest: 3.2,
    step: 0.15,
    decimals: 2,
    mean: 3,
  },
  {
    id: 'credit_growth',
    name: 'Tăng trưởng tín dụng (từ đầu năm)',
    name_en: 'Credit growth (year to date)',
    unit: 'Percent',
    frequency: 'monthly',
    latest: 15,
    step: 1.2,
    decimals: 2,
    mean: 9,
  },
  {
    id: 'usd_vnd',
    name: 'Tỷ giá trung tâm USD/VND',
    name_en: 'USD/VND central rate',
    unit: 'VND',
    frequency: 'monthly',
    latest: 25_150,
    step: 60,
    decimals: 0,
    mean: 24_800,
  },
  {
    id: 'refinancing_rate',
    name: 'Lãi suất tái cấp vốn',
    name_en: 'Refinancing rate',
    unit: 'Percent',
    frequency: 'monthly',
    latest: 4.5,
    step: 0,
    decimals: 2,
    mean: 4.5,
  },
  {
    id: 'pmi',
    name: 'PMI ngành sản xuất',
    name_en: 'Manufacturing PMI',
    unit: 'Index',
    frequency: 'monthly',
    latest: 52.4,
    step: 1.2,
    decimals: 1,
    mean: 50.5,
  },
  {
    id: 'industrial_production',
    name: 'Chỉ số sản xuất công nghiệp',
    name_en: 'Industrial production (y/y)',
    unit: 'Percent',
    frequency: 'monthly',
    latest: 9.8,
    step: 1.5,
    decimals: 2,
    mean: 8,
  },
  {
    id: 'retail_sales',
    name: 'Tổng mức bán lẻ hàng hóa và dịch vụ',
    name_en: 'Retail sales (y/y)',
    unit: 'Percent',
    frequency: 'monthly',
    latest: 9.3,
    step: 0.8,
    decimals: 2,
    mean: 8.5,
  },
  {
    id: 'exports',
    name: 'Kim ngạch xuất khẩu',
    name_en: 'Exports',
    unit: 'USD Billion',
    frequency: 'monthly',
    latest: 43.2,
    step: 2.5,
    decimals: 2,
    mean: 36,
  },
  {
    id: 'imports',
    name: 'Kim ngạch nhập khẩu',
    name_en: 'Imports',
    unit: 'USD Billion',
    frequency: 'monthly',
    latest: 41.4,
    step: 2.5,
    decimals: 2,
    mean: 34,
  },
  {
    id: 'trade_balance',
    name: 'Cán cân thương mại',
    name_en: 'Trade balance',
    unit: 'USD Billion',
    frequency: 'monthly',
    latest: 1.8,
    step: 0.9,
    decimals: 2,
    mean: 1.5,
  },
  {
    id: 'fdi_disbursed',
    name: 'Vốn FDI giải ngân (lũy kế năm)',
    name_en: 'FDI disbursed (year to date)',
    unit: 'USD Billion',
    frequency: 'monthly',
    latest: 27.6,
    step: 0.3,
    decimals: 2,
    mean: 20,
  },
  {
    id: 'unemployment',
    name: 'Tỷ lệ thất nghiệp',
    name_en: 'Unemployment rate',
    unit: 'Percent',
    frequency: 'quarterly',
    latest: 2.2,
    step: 0.05,
    decimals: 2,
    mean: 2.25,
  },
]

/** Period labels: `yyyy`, `yyyy-Qn`, `yyyy-MM` (the spec's formats). */
export const periodPattern: Readonly<Record<Frequency, RegExp>> = {
  yearly: /^\d{4}$/,
  quarterly: /^\d{4}-Q[1-4]$/,
  monthly: /^\d{4}-(0[1-9]|1[0-2])$/,
}

/** Periods as month counts (year × 12 + month index) so every frequency steps alike. */
function labelOf(f: Frequency, index: number): string {
  if (f === 'yearly') return String(index)
  if (f === 'quarterly') return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
export function indexOf(f: Frequency, label: string): number {
  if (f === 'yearly') return Number(label)
  if (f === 'quarterly') return Number(label.slice(0, 4)) * 4 + Number(label.slice(6)) - 1
  return Number(label.slice(0, 4)) * 12 + Number(label.slice(5)) - 1
}

/** The latest published period: a month is out 6 days after it ends, a quarter 6 days, a year 30 days. */
export function latestIndex(f: Frequency, nowMs: number): number {
  const d = new Date(vnWallClockAsUtc(nowMs - (f === 'yearly' ? 30 : 6) * 86_400_000))
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  if (f === 'yearly') return y - 1
  if (f === 'quarterly') return y * 4 + Math.floor(m / 3) - 1
  return y * 12 + m - 1
}

/**
 * The series from `from` to `to` (inclusive period indices): a mean-reverting seeded walk anchored so
 * the latest period reads the indicator's `latest` level; the same period always has the same value.
 */
export function series(
  ind: Indicator,
  seed: number,
  latest: number,
  from: number,
  to: number,
): { period: string; value: number }[] {
  const valueAt = new Map<number, number>([[latest, ind.latest]])
  let v = ind.latest
  for (let k = latest - 1; k >= Math.min(from, latest); k--) {
    const shock = (hashString(`${seed}:${ind.id}:${k}`) / 4294967296 - 0.5) * 2 * ind.step
    v = v + (ind.mean - v) * 0.15 + shock
    valueAt.set(k, v)
  }
  const out: { period: string; value: number }[] = []
  for (let k = Math.max(from, Math.min(...valueAt.keys())); k <= Math.min(to, latest); k++) {
    out.push({
      period: labelOf(ind.frequency, k),
      value: Number((valueAt.get(k) ?? ind.latest).toFixed(ind.decimals)),
    })
  }
  return out
}
