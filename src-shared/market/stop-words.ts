import type { Stop, StopState } from '../bridge/areas/stops'

/**
 * A stop's news in both languages, for the Electron shell's desktop notification (the renderer has
 * its own dictionary; the main process has no i18next).
 */
const stateWords: Record<'en' | 'vi', Record<StopState, string>> = {
  en: {
    armed: 'armed',
    'needs-confirmation': 'needs your confirmation',
    'needs-second-factor': 'needs the second factor to send',
    sending: 'sending its order',
    unknown: 'outcome unknown, reading the order book',
    sent: 'order sent',
    failed: 'not sent',
    cancelled: 'cancelled',
  },
  vi: {
    armed: 'đang chờ',
    'needs-confirmation': 'cần bạn xác nhận',
    'needs-second-factor': 'cần xác thực hai lớp để gửi',
    sending: 'đang gửi lệnh',
    unknown: 'chưa rõ kết quả, đang đọc sổ lệnh',
    sent: 'đã gửi lệnh',
    failed: 'không gửi được',
    cancelled: 'đã huỷ',
  },
}

const heldHere = {
  en: 'Sent only while the workstation is running.',
  vi: 'Chỉ gửi khi ứng dụng đang chạy.',
}

export function stopNotificationText(stop: Stop, locale: 'en' | 'vi'): { title: string; body: string } {
  const title = `${locale === 'vi' ? 'Lệnh dừng' : 'Stop'} ${stop.symbol}: ${stateWords[locale][stop.state]}`
  const order = `${stop.order.side} ${stop.order.quantity}${stop.outcome?.orderId ? ` · ${stop.outcome.orderId}` : ''}`
  return { title, body: `${order}. ${heldHere[locale]}` }
}
