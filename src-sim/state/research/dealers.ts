import { hashString } from '../market/prng'
import type { SimWorld } from '../world'
import { instrumentQuote, instruments, vnDayStartMs } from './instruments'
import { vnDayNumber } from '../../../src-shared/market/vietnam-calendar'

/**
 * Domestic gold dealers and their products, priced off the SJC bar quote (VND per lượng, 37.5 g):
 * each product sells at the bar price times its factor plus the dealer's small offset, and buys back
 * a fixed spread lower, as Vietnamese dealers publish them.
 */
const dealers = [
  { dealer: 'SJC', name: 'Công ty Vàng bạc Đá quý Sài Gòn - SJC' },
  { dealer: 'DOJI', name: 'Tập đoàn Vàng bạc Đá quý DOJI' },
  { dealer: 'PNJ', name: 'Công ty Cổ phần Vàng bạc Đá quý Phú Nhuận' },
  { dealer: 'BTMC', name: 'Công ty Vàng bạc Đá quý Bảo Tín Minh Châu' },
  { dealer: 'PHUQUY', name: 'Tập đoàn Vàng bạc Đá quý Phú Quý' },
] as const

const products = [
  { product: 'sjc-bar-1l', name: 'Vàng miếng SJC 1 lượng', factor: 1, spread: 2_000_000 },
  { product: 'ring-9999', name: 'Nhẫn tròn trơn 9999', factor: 0.985, spread: 3_000_000 },
  { product: 'jewelry-24k', name: 'Nữ trang 24K (99,99%)', factor: 0.975, spread: 4_500_000 },
] as const

export interface DealerProduct {
  dealer: string
  dealer_name: string
  product: string
  name: string
  unit: string
  currency: 'VND'
  buy: number
  sell: number
  time: number
}

const sjc = instruments.find((i) => i.symbol === 'SJC')
const roundTo = (x: number, step: number) => Math.round(x / step) * step

function pricesAt(seed: number, ms: number): DealerProduct[] {
  if (sjc === undefined) return []
  const bar = instrumentQuote(sjc, seed, ms).price
  return dealers.flatMap((d) =>
    products.map((p) => {
      const offset = ((hashString(`${seed}:${d.dealer}:${p.product}`) % 7) - 3) * 100_000
      const sell = roundTo(bar * p.factor + offset, 100_000)
      return {
        dealer: d.dealer,
        dealer_name: d.name,
        product: p.product,
        name: p.name,
        unit: 'lượng',
        currency: 'VND' as const,
        buy: sell - p.spread,
        sell,
        time: ms,
      }
    }),
  )
}

export function dealerProducts(world: SimWorld, symbol: string): DealerProduct[] | undefined {
  return symbol === 'SJC' ? pricesAt(world.config.seed, world.clock.now()) : undefined
}

export function dealerProductHistory(
  world: SimWorld,
  symbol: string,
  dealer: string,
  product: string,
  fromMs: number,
  toMs: number,
):
  | { symbol: string; dealer: string; product: string; series: { t: number; buy: number; sell: number }[] }
  | undefined {
  if (
    symbol !== 'SJC' ||
    !dealers.some((d) => d.dealer === dealer) ||
    !products.some((p) => p.product === product)
  )
    return undefined
  const now = world.clock.now()
  const series: { t: number; buy: number; sell: number }[] = []
  const firstDay = vnDayNumber(Math.max(fromMs, now - 730 * 86_400_000))
  for (let day = firstDay; vnDayStartMs(day) < Math.min(toMs, now + 1); day++) {
    const start = vnDayStartMs(day)
    if (start < fromMs) continue
    const at = Math.min(now, start + 17 * 3_600_000)
    const p = pricesAt(world.config.seed, at).find((x) => x.dealer === dealer && x.product === product)
    if (p !== undefined) series.push({ t: Math.floor(start / 1000), buy: p.buy, sell: p.sell })
  }
  return { symbol, dealer, product, series }
}
