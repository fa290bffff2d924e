/**
 * Every number the UI prints goes through these formatters: one convention, the one Vietnamese
 * market screens use (SSI iBoard, VNDirect, TCBS), in both UI languages, so a figure reads the same
 * on the board, the index bar, the blotter and the account panel (docs/architecture.md, "Numbers").
 * Dot for decimals, comma for thousands: a price "44.25" (×1,000 VND), a VN-Index level "1,254.32",
 * a volume "1,234,500", money "12,500,000" (VND). The formatters are built once and shared: creating
 * an Intl.NumberFormat per cell would dominate the cost of a board refresh.
 */
const marketLocale = 'en-US'

const fixedFormats = new Map<number, Intl.NumberFormat>()

/** The shared formatter with exactly `digits` decimals. */
export function fixed(digits: number): Intl.NumberFormat {
  let format = fixedFormats.get(digits)
  if (!format) {
    format = new Intl.NumberFormat(marketLocale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    fixedFormats.set(digits, format)
  }
  return format
}

/** A grouped whole number (volumes, quantities, VND amounts). */
export const formatInteger = (value: number): string => fixed(0).format(value)

/** With a sign ("+0.50", "-0.50"; no sign at zero). */
export function formatSigned(value: number, digits = 2): string {
  const text = fixed(digits).format(Math.abs(value))
  return value > 0 ? `+${text}` : value < 0 ? `-${text}` : text
}

/** Index levels and their changes: points with two decimals ("1,254.32"). */
export const formatIndexLevel = (points: number): string => fixed(2).format(points)

/** A stock price in the board's unit: thousands of VND with two decimals (44,250 VND → "44.25"). */
export const formatThousands = (vnd: number): string => fixed(2).format(vnd / 1000)

/** A price as typed in the board's unit, "50.8" or "50,80" → 50,800 VND; null when it is not a price. */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(',', '.')
  if (!/^\d{1,7}(\.\d{0,3})?$/.test(cleaned)) return null
  const vnd = Math.round(Number(cleaned) * 1000)
  return vnd > 0 ? vnd : null
}

/**
 * A whole number as typed, grouped or not ("2,000,000,000", "2.000.000.000", "2 000 000 000" or
 * "2000000000"), of at most `maxDigits` digits; null when it is not one. Either separator is taken
 * as grouping: a whole number has no decimals, and a trader used to either convention types it.
 */
export function parseWholeNumber(text: string, maxDigits = 15): number | null {
  const cleaned = text.trim().replace(/[,.\s]/g, '')
  if (cleaned.length > maxDigits || !/^\d+$/.test(cleaned)) return null
  return Number(cleaned)
}

/** Futures prices: index points with one decimal ("1,198.4"). */
export const formatPoints = (points: number): string => fixed(1).format(points)

/** Money (cash, debt, purchasing power): whole VND, grouped ("12,500,000"). */
export const formatVnd = (vnd: number): string => fixed(0).format(vnd)

/** Traded value in billions of VND ("tỷ"), as index bars state it. */
export const formatBillions = (vnd: number): string => fixed(2).format(vnd / 1e9)

/** A percentage already in percent (1.23 means 1.23 %), two decimals. */
export const formatPercent = (percent: number): string => `${fixed(2).format(percent)}%`
