import type { AlertCondition } from '../schemas/alerts'

/**
 * An alert's condition in a few words, English and Vietnamese: the desktop notification (main
 * process) and the windows say the same. Prices are raw VND, shown in the board's thousands.
 */
type Words = Record<'above' | 'below' | 'change' | 'volume' | 'ceiling' | 'floor' | 'room' | 'stale', string>

const words: Record<'en' | 'vi', Words> = {
  en: {
    above: 'crossed above',
    below: 'crossed below',
    change: 'change reached',
    volume: 'volume above',
    ceiling: 'hit the ceiling',
    floor: 'hit the floor',
    room: 'foreign room below',
    stale: 'Alerts cannot fire: no new prices',
  },
  vi: {
    above: 'vượt lên trên',
    below: 'giảm xuống dưới',
    change: 'thay đổi đạt',
    volume: 'khối lượng vượt',
    ceiling: 'chạm giá trần',
    floor: 'chạm giá sàn',
    room: 'room nước ngoài dưới',
    stale: 'Cảnh báo không thể kích hoạt: không có giá mới',
  },
}

const thousands = (vnd: number) =>
  (vnd / 1000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const grouped = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 })

export function conditionText(condition: AlertCondition, locale: 'en' | 'vi'): string {
  const w = words[locale]
  switch (condition.kind) {
    case 'crosses':
      return `${w[condition.direction]} ${thousands(condition.price)}`
    case 'change-percent':
      return `${w.change} ${condition.percent > 0 ? '+' : ''}${condition.percent.toFixed(2)}%`
    case 'volume-above':
      return `${w.volume} ${grouped(condition.volume)}`
    case 'limit':
      return w[condition.side]
    case 'room-below':
      return `${w.room} ${grouped(condition.room)}`
  }
}

/** What the data showed when it fired, in the condition's own unit. */
export function firingValueText(condition: AlertCondition, value: number): string {
  switch (condition.kind) {
    case 'change-percent':
      return `${value.toFixed(2)}%`
    case 'volume-above':
    case 'room-below':
      return grouped(value)
    default:
      return thousands(value)
  }
}

export const staleAlertsText = (locale: 'en' | 'vi'): string => words[locale].stale
