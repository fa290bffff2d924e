import { registerNamespace } from '../../i18n/strings'
import type { StopAskReason, StopLive, StopState } from '../../../src-shared/bridge/contract'

/** The stop orders' text, English and Vietnamese (namespace `stops`). */
const en = {
  windowTitle: 'Stop orders',
  heldHere: 'Held by this app on this computer: sent only while the workstation is running.',
  openWindow: 'Stop orders window',
  noStops: 'No stop orders. Set one from the order ticket (Stop) or a holding (TP / SL).',
  symbol: 'Symbol',
  trigger: 'Trigger',
  order: 'Order',
  state: 'State',
  priceNow: 'Price now',
  result: 'Order no. and outcome',
  atOrAbove: 'Last ≥ {{price}}',
  atOrBelow: 'Last ≤ {{price}}',
  market: 'market',
  roles: { stop: 'Stop', 'take-profit': 'Take-profit', 'stop-loss': 'Stop-loss' },
  states: {
    armed: 'Armed',
    'needs-confirmation': 'Needs your confirmation',
    'needs-second-factor': 'Needs the second factor',
    sending: 'Sending',
    unknown: 'Outcome unknown: reading the order book',
    sent: 'Sent',
    failed: 'Not sent',
    cancelled: 'Cancelled',
  } satisfies Record<StopState, string>,
  data: {
    live: 'live',
    stale: 'data stale: cannot trigger',
    waiting: 'waiting for prices',
    'other-profile': 'another profile',
  } satisfies Record<StopLive['data'], string>,
  reasons: {
    'set-beyond': 'the price was already beyond the level when it was set',
    'at-start': 'found beyond the level when the app started',
    'after-gap': 'found beyond the level after a pause (sleep or lost data)',
    'possible-duplicate': 'a like order’s outcome is unknown',
    'rate-limited': 'the broker asked to wait',
    'late-second-factor': 'the second factor came long after the trigger',
  } satisfies Record<StopAskReason, string>,
  cancel: 'Cancel',
  edit: 'Edit',
  editOf: 'Change the stop on {{symbol}}',
  editLevelAbove: 'When the last price ≥ (×1,000 VND)',
  editLevelBelow: 'When the last price ≤ (×1,000 VND)',
  editQuantity: 'Quantity',
  editPrice: 'Order price (×1,000 VND)',
  editSave: 'Save',
  editClose: 'Close',
  editRule:
    'It sends only on a crossing seen after the change: a level the price has already passed asks you first.',
  editBad: 'Enter a level, a quantity and, for a limit order, a price.',
  largeTitle: 'Large order: {{summary}} is above your confirmation threshold. Confirm the change?',
  largeHint: 'Enter confirms and saves · Esc goes back',
  confirm: 'Send now',
  confirmAt: 'Send now at {{price}}?',
  clearDone: 'Clear finished',
  armedCount: 'Stops: {{count}}',
  armedTitle: '{{count}} stop orders armed. Sent only while the workstation is running.',
  triggeredToast: 'Stop {{symbol}}: {{state}}',
  openList: 'Open the list',
  secondFactorReason: 'A stop order on {{symbol}} triggered: give the code to send it.',
}

export type StopStrings = typeof en

const vi: StopStrings = {
  windowTitle: 'Lệnh dừng',
  heldHere: 'Lưu trên máy này: Chỉ gửi khi ứng dụng đang chạy.',
  openWindow: 'Cửa sổ lệnh dừng',
  noStops: 'Chưa có lệnh dừng. Đặt từ phiếu lệnh (Dừng) hoặc một mã đang nắm giữ (chốt lời / cắt lỗ).',
  symbol: 'Mã',
  trigger: 'Điều kiện',
  order: 'Lệnh',
  state: 'Trạng thái',
  priceNow: 'Giá hiện tại',
  result: 'Số hiệu lệnh và kết quả',
  atOrAbove: 'Giá khớp ≥ {{price}}',
  atOrBelow: 'Giá khớp ≤ {{price}}',
  market: 'giá thị trường',
  roles: { stop: 'Lệnh dừng', 'take-profit': 'Chốt lời', 'stop-loss': 'Cắt lỗ' },
  states: {
    armed: 'Đang chờ',
    'needs-confirmation': 'Cần bạn xác nhận',
    'needs-second-factor': 'Cần xác thực hai lớp',
    sending: 'Đang gửi',
    unknown: 'Chưa rõ kết quả: đang đọc sổ lệnh',
    sent: 'Đã gửi',
    failed: 'Không gửi được',
    cancelled: 'Đã huỷ',
  },
  data: {
    live: 'trực tuyến',
    stale: 'dữ liệu cũ: không thể kích hoạt',
    waiting: 'đang chờ giá',
    'other-profile': 'hồ sơ khác',
  },
  reasons: {
    'set-beyond': 'giá đã vượt ngưỡng khi đặt',
    'at-start': 'giá đã vượt ngưỡng khi ứng dụng khởi động',
    'after-gap': 'giá đã vượt ngưỡng sau một quãng gián đoạn (máy ngủ hoặc mất dữ liệu)',
    'possible-duplicate': 'một lệnh tương tự chưa rõ kết quả',
    'rate-limited': 'công ty chứng khoán yêu cầu chờ',
    'late-second-factor': 'mã xác thực đến quá lâu sau khi kích hoạt',
  },
  cancel: 'Huỷ',
  edit: 'Sửa',
  editOf: 'Sửa lệnh dừng {{symbol}}',
  editLevelAbove: 'Khi giá khớp ≥ (×1.000 VND)',
  editLevelBelow: 'Khi giá khớp ≤ (×1.000 VND)',
  editQuantity: 'Khối lượng',
  editPrice: 'Giá đặt (×1.000 VND)',
  editSave: 'Lưu',
  editClose: 'Đóng',
  editRule:
    'Chỉ gửi khi thấy giá vượt ngưỡng sau lần sửa: nếu giá đã vượt ngưỡng mới, ứng dụng sẽ hỏi bạn trước.',
  editBad: 'Nhập ngưỡng, khối lượng và giá (với lệnh giới hạn).',
  largeTitle: 'Lệnh giá trị lớn: {{summary}} vượt ngưỡng xác nhận của bạn. Xác nhận thay đổi?',
  largeHint: 'Enter xác nhận và lưu · Esc quay lại',
  confirm: 'Gửi ngay',
  confirmAt: 'Gửi ngay ở giá {{price}}?',
  clearDone: 'Xoá lệnh đã xong',
  armedCount: 'Lệnh dừng: {{count}}',
  armedTitle: '{{count}} lệnh dừng đang chờ. Chỉ gửi khi ứng dụng đang chạy.',
  triggeredToast: 'Lệnh dừng {{symbol}}: {{state}}',
  openList: 'Mở danh sách',
  secondFactorReason: 'Lệnh dừng {{symbol}} đã kích hoạt: nhập mã để gửi lệnh.',
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    stops: StopStrings
  }
}

export const { use: useStopStrings, now: stopStringsNow } = registerNamespace('stops', { en, vi })
