import { registerNamespace } from '../../i18n/strings'
import type { AlertState } from '../../../src-shared/bridge/contract'

/** The alerts feature's text, English and Vietnamese. */
const en = {
  windowTitle: 'Price alerts',
  newAlert: 'New alert',
  symbol: 'Symbol',
  target: 'On',
  targets: { symbol: 'Symbol', basket: 'Basket', watchlist: 'Watchlist' },
  condition: 'Condition',
  conditions: {
    'crosses-above': 'Last price crosses above',
    'crosses-below': 'Last price crosses below',
    'change-percent': 'Change % reaches',
    'volume-above': 'Total volume above',
    ceiling: 'Touches the ceiling',
    floor: 'Touches the floor',
    'room-below': 'Foreign room below',
  },
  value: 'Value',
  valueHint: 'Price ×1,000 VND; % for change; shares for volume and room',
  repeat: 'Repeat',
  once: 'Once',
  every: 'Every time',
  cooldown: 'Cool-down (s)',
  save: 'Save',
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  remove: 'Delete',
  sound: 'Sound',
  history: 'History',
  clearHistory: 'Clear history',
  noAlerts: 'No alerts yet. Shift+A on a board row sets one.',
  noHistory: 'Nothing fired yet.',
  firedAt: 'Fired (broker time)',
  states: {
    armed: 'Armed',
    stale: 'No new prices: cannot fire',
    waiting: 'Waiting for prices',
    cooling: 'Cooling down',
    paused: 'Paused',
    done: 'Done',
  } satisfies Record<AlertState['state'], string>,
  budget: 'Alert feeds: {{perMinute}} requests/min',
  listLabel: 'Alerts',
  state: 'State',
  timeVn: 'Time (Vietnam)',
  keysHint: '↑↓ move · E edit · P pause / resume · Del delete',
  fired: 'Alert',
  openWindow: 'Price alerts window',
  setForSymbol: 'Price alert on the selected symbol',
  badValue: 'Enter a number',
}

type ConditionChoice = keyof typeof en.conditions
export type AlertStrings = typeof en

const vi: AlertStrings = {
  windowTitle: 'Cảnh báo giá',
  newAlert: 'Cảnh báo mới',
  symbol: 'Mã',
  target: 'Theo dõi',
  targets: { symbol: 'Mã', basket: 'Rổ', watchlist: 'Danh mục' },
  condition: 'Điều kiện',
  conditions: {
    'crosses-above': 'Giá khớp vượt lên trên',
    'crosses-below': 'Giá khớp giảm xuống dưới',
    'change-percent': '% thay đổi đạt',
    'volume-above': 'Tổng khối lượng vượt',
    ceiling: 'Chạm giá trần',
    floor: 'Chạm giá sàn',
    'room-below': 'Room nước ngoài dưới',
  },
  value: 'Giá trị',
  valueHint: 'Giá ×1.000 đồng; % cho thay đổi; cổ phiếu cho khối lượng và room',
  repeat: 'Lặp lại',
  once: 'Một lần',
  every: 'Mỗi lần',
  cooldown: 'Nghỉ giữa hai lần (giây)',
  save: 'Lưu',
  edit: 'Sửa',
  pause: 'Tạm dừng',
  resume: 'Tiếp tục',
  remove: 'Xóa',
  sound: 'Âm thanh',
  history: 'Lịch sử',
  clearHistory: 'Xóa lịch sử',
  noAlerts: 'Chưa có cảnh báo. Nhấn Shift+A trên một dòng bảng giá để đặt.',
  noHistory: 'Chưa có cảnh báo nào kích hoạt.',
  firedAt: 'Lúc kích hoạt (giờ sàn)',
  states: {
    armed: 'Đang theo dõi',
    stale: 'Không có giá mới: không thể kích hoạt',
    waiting: 'Đang chờ giá',
    cooling: 'Đang nghỉ',
    paused: 'Tạm dừng',
    done: 'Đã xong',
  },
  budget: 'Nguồn giá của cảnh báo: {{perMinute}} yêu cầu/phút',
  listLabel: 'Danh sách cảnh báo',
  state: 'Trạng thái',
  timeVn: 'Giờ (VN)',
  keysHint: '↑↓ di chuyển · E sửa · P tạm dừng / tiếp tục · Del xóa',
  fired: 'Cảnh báo',
  openWindow: 'Cửa sổ cảnh báo giá',
  setForSymbol: 'Cảnh báo giá cho mã đang chọn',
  badValue: 'Nhập một số',
}

/** The form's choices map onto the contract's conditions (crosses has two directions, limit two sides). */
export const conditionChoices = Object.keys(en.conditions) as ConditionChoice[]
export type { ConditionChoice }
declare module '../../i18n/strings' {
  interface FeatureResources {
    alerts: AlertStrings
  }
}

export const { use: useAlertStrings, now: alertStringsNow } = registerNamespace('alerts', { en, vi })
