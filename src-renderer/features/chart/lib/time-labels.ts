import { TickMarkType, type Time } from 'lightweight-charts'
import { vnParts } from '../../../../src-shared/market/vietnam-calendar'
import { fromExchangeClock } from './candle-buckets'

export type ChartLanguage = 'vi' | 'en'

/** The library's locale for what it still formats itself (none of the time axis, see below). */
export const chartLocales: Readonly<Record<ChartLanguage, string>> = { vi: 'vi-VN', en: 'en-GB' }

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/**
 * The chart's time (epoch seconds shifted to the exchange clock, candle-buckets.ts) read on
 * Vietnam's clock. Business-day times (strings, objects) are never given to this chart.
 */
function partsOf(time: Time) {
  return vnParts(fromExchangeClock(typeof time === 'number' ? time : 0) * 1000)
}

/**
 * Tick marks of the time axis in the UI language, on the exchange's clock. Vietnamese boards write
 * dates as numbers, day first (dd/MM/yyyy): a month's first tick is "07/2025" (chosen over "Th7",
 * which needs the year beside it on a year of daily candles), a day "15/07", a year "2025", a time
 * "09:15". English keeps short month names ("Jul 2025", "15 Jul"). Never the machine's locale.
 */
export function tickMarkLabel(language: ChartLanguage) {
  return (time: Time, type: TickMarkType): string => {
    const p = partsOf(time)
    const month = language === 'vi' ? two(p.month) : (englishMonths[p.month - 1] ?? '')
    switch (type) {
      case TickMarkType.Year:
        return String(p.year)
      case TickMarkType.Month:
        return language === 'vi' ? `${month}/${String(p.year)}` : `${month} ${String(p.year)}`
      case TickMarkType.DayOfMonth:
        return language === 'vi' ? `${two(p.day)}/${month}` : `${String(p.day)} ${month}`
      case TickMarkType.Time:
        return `${two(p.hour)}:${two(p.minute)}`
      case TickMarkType.TimeWithSeconds:
        return `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`
    }
  }
}

/**
 * The crosshair's time label: the date in the UI language ("15/07/2025", "15 Jul 2025") and, for
 * intraday candles, the exchange-clock time after it ("15/07/2025 09:15").
 */
export function crosshairTimeLabel(language: ChartLanguage, intraday: boolean) {
  return (time: Time): string => {
    const p = partsOf(time)
    const date =
      language === 'vi'
        ? `${two(p.day)}/${two(p.month)}/${String(p.year)}`
        : `${String(p.day)} ${englishMonths[p.month - 1] ?? ''} ${String(p.year)}`
    return intraday ? `${date} ${two(p.hour)}:${two(p.minute)}` : date
  }
}

/**
 * What the candle chart is given for its time axis (lightweight-charts' documented `localization`
 * and `timeScale.tickMarkFormatter`): both labels in the UI language on the exchange's clock.
 */
export function timeAxisOptions(language: ChartLanguage, intraday: boolean) {
  return {
    localization: { locale: chartLocales[language], timeFormatter: crosshairTimeLabel(language, intraday) },
    timeScale: { tickMarkFormatter: tickMarkLabel(language) },
  }
}
