import type { GuardChange, TradingLimits } from '../../../../src-shared/bridge/areas/orders-guards'

/** The guards a person sets: the four limits and the two confirmations. */
export interface GuardSettings {
  limits: TradingLimits
  confirmEvery: boolean
  confirmAbove: number | null
}

const vnd = (n: number): string => `${n.toLocaleString('en-US')} VND`

const limitWords: Record<keyof TradingLimits, { vi: string; en: string; unit: (n: number) => string }> = {
  maxOrderValue: { vi: 'Giá trị tối đa một lệnh', en: 'Most one order may be worth', unit: vnd },
  maxOrderQuantity: { vi: 'Khối lượng tối đa một lệnh', en: 'Most shares in one order', unit: String },
  maxOrdersPerMinute: { vi: 'Số lệnh tối đa mỗi phút', en: 'Most orders a minute', unit: String },
  maxDailyValue: { vi: 'Giá trị tối đa trong ngày', en: 'Most value sent in a day', unit: vnd },
}

/** The settings after `change`, every field not named kept. */
export function applyChange(before: GuardSettings, change: GuardChange): GuardSettings {
  return {
    limits: { ...before.limits, ...definedOnly(change.limits ?? {}) },
    confirmEvery: change.confirmEvery ?? before.confirmEvery,
    confirmAbove: change.confirmAbove === undefined ? before.confirmAbove : change.confirmAbove,
  }
}

/**
 * Each way `after` lets more through than `before`, in both languages (what the person is asked to
 * allow); empty when the change only tightens or keeps the guards.
 */
export function loosenings(before: GuardSettings, after: GuardSettings): string[] {
  const found: string[] = []
  for (const key of Object.keys(limitWords) as (keyof TradingLimits)[]) {
    if (after.limits[key] > before.limits[key]) {
      const w = limitWords[key]
      found.push(`${w.vi} / ${w.en}: ${w.unit(before.limits[key])} → ${w.unit(after.limits[key])}`)
    }
  }
  if (before.confirmEvery && !after.confirmEvery) {
    found.push('Tắt bước xác nhận trước mỗi lệnh / Turn off the confirmation before every order')
  }
  const above = (n: number | null) => (n === null ? 'không / none' : vnd(n))
  if (
    before.confirmAbove !== null &&
    (after.confirmAbove === null || after.confirmAbove > before.confirmAbove)
  ) {
    found.push(
      `Xác nhận lệnh lớn trên / Confirm large orders above: ${above(before.confirmAbove)} → ${above(after.confirmAbove)}`,
    )
  }
  return found
}

function definedOnly(partial: { [K in keyof TradingLimits]?: number | undefined }): Partial<TradingLimits> {
  return Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined))
}
