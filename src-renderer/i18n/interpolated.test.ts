import { describe, expect, it } from 'vitest'
import type { Namespace } from 'i18next'
import { i18n } from './strings'
// Each import registers its namespace with i18next.
import '../features/research/detail/strings'
import '../features/orders/ticket/stop-strings'
import '../features/account/bracket-strings'
import '../features/chart/strings'
import '../features/alerts/strings'
import '../features/stops/strings'
import '../lib/orders/order-check-words'

/**
 * Text with values goes through i18next's interpolation (`t('key', { value })`), never a
 * `.replace('{{value}}', …)` on the dictionary's text: each placeholder the components fill is
 * filled by i18next in both languages, with the same words as before.
 */
const filled: readonly {
  readonly ns: Namespace
  readonly key: string
  readonly values: Record<string, string | number>
  readonly vi: string
  readonly en: string
}[] = [
  {
    ns: 'researchDetail',
    key: 'financials.unbalanced',
    values: { periods: 'Q1/2025, Q2/2025' },
    vi: 'Không cân đối ở kỳ Q1/2025, Q2/2025',
    en: 'Does not balance in Q1/2025, Q2/2025',
  },
  {
    ns: 'researchDetail',
    key: 'unknownSymbol',
    values: { symbol: 'ZZZ' },
    vi: 'Mã không tồn tại: thị trường không niêm yết ZZZ.',
    en: 'Unknown symbol: the market lists no ZZZ.',
  },
  {
    ns: 'ticketStop',
    key: 'set',
    values: { summary: 'SELL 1,000 FPT', direction: '≤', level: '92.50' },
    vi: 'Đã đặt lệnh dừng: SELL 1,000 FPT khi giá khớp ≤ 92.50.',
    en: 'Stop set: SELL 1,000 FPT when the last price is ≤ 92.50.',
  },
  {
    ns: 'ticketStop',
    key: 'blotterMarkTitle',
    values: { id: 'stop-1' },
    vi: 'Gửi bởi lệnh dừng stop-1 của ứng dụng',
    en: 'Sent by the app’s stop order stop-1',
  },
  {
    ns: 'accountBracket',
    key: 'done',
    values: { symbol: 'HPG' },
    vi: 'Đã đặt chốt lời và cắt lỗ cho HPG.',
    en: 'Take-profit and stop-loss set for HPG.',
  },
  {
    ns: 'chart',
    key: 'drawing.chosenLevel',
    values: { price: '95.10' },
    vi: 'Ngưỡng 95.10: ↑ ↓ dời một bước giá (Shift: mười bước) · Del xoá · N ngưỡng kế tiếp · Esc bỏ chọn',
    en: 'Level 95.10: ↑ ↓ one tick (Shift: ten) · Del removes it · N the next level · Esc lets go',
  },
  {
    ns: 'alerts',
    key: 'budget',
    values: { perMinute: 12 },
    vi: 'Nguồn giá của cảnh báo: 12 yêu cầu/phút',
    en: 'Alert feeds: 12 requests/min',
  },
  {
    ns: 'stops',
    key: 'triggeredToast',
    values: { symbol: 'FPT', state: 'Sent' },
    vi: 'Lệnh dừng FPT: Sent',
    en: 'Stop FPT: Sent',
  },
  {
    // `count` is also i18next's plural option: with no plural forms the one text serves.
    ns: 'stops',
    key: 'armedCount',
    values: { count: 3 },
    vi: 'Lệnh dừng: 3',
    en: 'Stops: 3',
  },
  {
    ns: 'stops',
    key: 'editOf',
    values: { symbol: 'FPT' },
    vi: 'Sửa lệnh dừng FPT',
    en: 'Change the stop on FPT',
  },
  {
    ns: 'stops',
    key: 'largeTitle',
    values: { summary: 'SELL 2,000 FPT @ 92.00' },
    vi: 'Lệnh giá trị lớn: SELL 2,000 FPT @ 92.00 vượt ngưỡng xác nhận của bạn. Xác nhận thay đổi?',
    en: 'Large order: SELL 2,000 FPT @ 92.00 is above your confirmation threshold. Confirm the change?',
  },
  {
    ns: 'orderChecks',
    key: 'notBoardLot',
    values: { lot: 100 },
    vi: 'Từ 100 cổ phiếu trở lên khối lượng phải là bội số của 100.',
    en: 'From 100 shares up the quantity must be whole lots of 100.',
  },
]

/** Every source file of the renderer, outside tests, as text (Vite's glob, read when the test runs). */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

describe('text with values', () => {
  it.each(filled)('$ns:$key is filled by i18next, the same words in both languages', (c) => {
    for (const lng of ['vi', 'en'] as const) {
      const t = i18n.getFixedT(lng, c.ns)
      expect((t as (key: string, values: object) => string)(c.key, c.values), lng).toBe(c[lng])
    }
  })

  it('no component fills a placeholder by hand', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    const byHand = Object.entries(sources)
      .filter(([, text]) => /\.replace(All)?\(\s*['"`]\{\{/.test(text))
      .map(([path]) => path)
    expect(byHand).toEqual([])
  })
})
