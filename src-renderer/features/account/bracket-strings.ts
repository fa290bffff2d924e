import { registerNamespace } from '../../i18n/strings'

/** A holding's take-profit / stop-loss (namespace `accountBracket`). */
const en = {
  open: 'TP / SL',
  openOf: 'Take-profit and stop-loss for {{symbol}}',
  takeProfit: 'Take-profit at (×1,000 VND)',
  stopLoss: 'Stop-loss at (×1,000 VND)',
  quantity: 'Quantity',
  explain:
    'Sells {{quantity}} {{symbol}}: a limit at the take-profit level when the last price reaches it, or at the session’s market price when it falls to the stop-loss. When one sends, the other is cancelled.',
  heldHere: 'Sent only while the workstation is running.',
  set: 'Set',
  close: 'Close',
  bad: 'Enter both levels, the take-profit above the stop-loss, and a quantity up to the sellable shares.',
  done: 'Take-profit and stop-loss set for {{symbol}}.',
  list: 'Stop orders',
  largeTitle:
    'Large order: selling {{quantity}} {{symbol}} (take-profit {{tp}}, stop-loss {{sl}} at market) is above your confirmation threshold. Set it?',
  largeHint: 'Enter confirms and sets · Esc goes back',
}

export type BracketStrings = typeof en

const vi: BracketStrings = {
  open: 'Chốt lời / Cắt lỗ',
  openOf: 'Chốt lời và cắt lỗ cho {{symbol}}',
  takeProfit: 'Chốt lời tại (×1.000 VND)',
  stopLoss: 'Cắt lỗ tại (×1.000 VND)',
  quantity: 'Khối lượng',
  explain:
    'Bán {{quantity}} {{symbol}}: lệnh giới hạn tại ngưỡng chốt lời khi giá khớp chạm ngưỡng, hoặc lệnh thị trường của phiên khi giá giảm tới ngưỡng cắt lỗ. Khi một lệnh được gửi, lệnh kia bị huỷ.',
  heldHere: 'Chỉ gửi khi ứng dụng đang chạy.',
  set: 'Đặt lệnh',
  close: 'Đóng',
  bad: 'Nhập cả hai ngưỡng, chốt lời cao hơn cắt lỗ, và khối lượng không quá số có thể bán.',
  done: 'Đã đặt chốt lời và cắt lỗ cho {{symbol}}.',
  list: 'Danh sách lệnh dừng',
  largeTitle:
    'Lệnh giá trị lớn: bán {{quantity}} {{symbol}} (chốt lời {{tp}}, cắt lỗ {{sl}} giá thị trường) vượt ngưỡng xác nhận của bạn. Đặt lệnh?',
  largeHint: 'Enter xác nhận và đặt · Esc quay lại',
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    accountBracket: BracketStrings
  }
}

export const { use: useBracketStrings, now: bracketStringsNow } = registerNamespace('accountBracket', {
  en,
  vi,
})
