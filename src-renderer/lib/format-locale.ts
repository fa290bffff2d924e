/**
 * Numbers and times in the UI language (index bar, header, status line). The grid's own cells keep
 * the board convention (features/board/lib/format.ts): traders read "44.25" on every VN board.
 */
export type UiLocale = 'vi' | 'en'

const tag = (locale: UiLocale): string => (locale === 'vi' ? 'vi-VN' : 'en-GB')

const cache = new Map<string, Intl.NumberFormat>()
function numberFormat(locale: UiLocale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`
  let format = cache.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag(locale), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    cache.set(key, format)
  }
  return format
}

export function formatNumber(value: number, locale: UiLocale, digits = 0): string {
  return numberFormat(locale, digits).format(value)
}

export function formatSigned(value: number, locale: UiLocale, digits = 2): string {
  const text = numberFormat(locale, digits).format(Math.abs(value))
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text
}

/** VND → billions ("tỷ"), the unit of traded value on VN index bars. */
export function formatBillions(vnd: number, locale: UiLocale): string {
  return numberFormat(locale, 2).format(vnd / 1e9)
}

const times = new Map<UiLocale, Intl.DateTimeFormat>()
/** Clock time on the market's clock (UTC+7), whatever the machine's zone. */
export function formatTime(epochMs: number, locale: UiLocale): string {
  let format = times.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(tag(locale), {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
      timeZone: 'Asia/Ho_Chi_Minh',
    })
    times.set(locale, format)
  }
  return format.format(epochMs)
}
