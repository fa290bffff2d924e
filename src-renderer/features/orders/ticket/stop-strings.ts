import { registerNamespace } from '../../../i18n/strings'

/** The ticket's Stop mode (namespace `ticketStop`), kept apart from the ticket's own text. */
const en = {
  toggle: 'Stop: send when the last price reaches a level',
  when: 'When the last price',
  atOrAbove: '≥ (at or above)',
  atOrBelow: '≤ (at or below)',
  level: 'Level (×1,000 VND)',
  levelMissing: 'Enter the trigger level.',
  heldHere: 'Sent only while the workstation is running.',
  set: 'Stop set: {{summary}} when the last price is {{direction}} {{level}}.',
  setFailed: 'The stop was not set: {{reason}}',
  openList: 'Stop orders',
  blotterMark: 'stop',
  blotterMarkTitle: 'Sent by the app’s stop order {{id}}',
}

export type TicketStopStrings = typeof en

const vi: TicketStopStrings = {
  toggle: 'Lệnh dừng: gửi khi giá khớp chạm ngưỡng',
  when: 'Khi giá khớp',
  atOrAbove: '≥ (từ ngưỡng trở lên)',
  atOrBelow: '≤ (từ ngưỡng trở xuống)',
  level: 'Ngưỡng (×1.000 VND)',
  levelMissing: 'Nhập ngưỡng kích hoạt.',
  heldHere: 'Chỉ gửi khi ứng dụng đang chạy.',
  set: 'Đã đặt lệnh dừng: {{summary}} khi giá khớp {{direction}} {{level}}.',
  setFailed: 'Chưa đặt được lệnh dừng: {{reason}}',
  openList: 'Danh sách lệnh dừng',
  blotterMark: 'lệnh dừng',
  blotterMarkTitle: 'Gửi bởi lệnh dừng {{id}} của ứng dụng',
}

declare module '../../../i18n/strings' {
  interface FeatureResources {
    ticketStop: TicketStopStrings
  }
}

export const { use: useTicketStopStrings, now: ticketStopStringsNow } = registerNamespace('ticketStop', {
  en,
  vi,
})
