import { registerNamespace } from '../../i18n/strings'

const en = {
  title: 'Second factor for orders',
  intro:
    'The broker asks for a code e-mailed to you once a day before it takes orders. The session lasts until 23:59:59 (Vietnam time).',
  send: 'Send me a code',
  sendAgain: 'Send a new code',
  sending: 'Asking the broker…',
  allowance: 'The broker sends at most 5 codes a day: a code is sent only when you ask.',
  sentTo: 'Code sent to {{destination}}.',
  codeLabel: '6-digit code',
  confirm: 'Confirm (Enter)',
  confirming: 'Checking…',
  attemptsLeft_one: '{{count}} try left before the code locks.',
  attemptsLeft_other: '{{count}} tries left before the code locks.',
  expiresIn: 'The code works for {{time}} more.',
  ticketExpired: 'This code has expired (codes last 5 minutes). Ask for a new one.',
  locked: 'Three wrong codes: this code is locked. Ask for a new one.',
  active: 'Session active until {{time}}.',
  ended: {
    none: 'No session yet.',
    expired: 'The session has ended (its day is over, or the broker said so). Ask for a new code.',
    revoked: 'The session was revoked. Ask for a new code.',
  },
  revoke: 'End the session',
  close: 'Close (Esc)',
  chipActive: '2FA until {{time}}',
  chipNeeded: '2FA needed',
  chipTitle: 'Second-factor session of group E orders: click to manage it',
  chipUnknown: '2FA …',
  command: 'Trading: second factor for orders (request, confirm, end)',
  askedBy: 'Why now: {{reason}}',
}

export type SecondFactorStrings = typeof en

const vi: SecondFactorStrings = {
  title: 'Xác thực hai lớp cho lệnh',
  intro:
    'Mỗi ngày, công ty chứng khoán yêu cầu một mã gửi qua e-mail trước khi nhận lệnh. Phiên có hiệu lực đến 23:59:59 (giờ Việt Nam).',
  send: 'Gửi mã cho tôi',
  sendAgain: 'Gửi mã mới',
  sending: 'Đang yêu cầu…',
  allowance: 'Mỗi ngày chỉ được gửi tối đa 5 mã: mã chỉ được gửi khi bạn yêu cầu.',
  sentTo: 'Đã gửi mã tới {{destination}}.',
  codeLabel: 'Mã 6 chữ số',
  confirm: 'Xác nhận (Enter)',
  confirming: 'Đang kiểm tra…',
  attemptsLeft_one: 'Còn {{count}} lần thử trước khi mã bị khóa.',
  attemptsLeft_other: 'Còn {{count}} lần thử trước khi mã bị khóa.',
  expiresIn: 'Mã còn hiệu lực {{time}}.',
  ticketExpired: 'Mã đã hết hạn (mã có hiệu lực 5 phút). Hãy yêu cầu mã mới.',
  locked: 'Nhập sai ba lần: mã này đã bị khóa. Hãy yêu cầu mã mới.',
  active: 'Phiên có hiệu lực đến {{time}}.',
  ended: {
    none: 'Chưa có phiên.',
    expired: 'Phiên đã kết thúc (hết ngày, hoặc công ty chứng khoán báo vậy). Hãy yêu cầu mã mới.',
    revoked: 'Phiên đã bị thu hồi. Hãy yêu cầu mã mới.',
  },
  revoke: 'Kết thúc phiên',
  close: 'Đóng (Esc)',
  chipActive: '2FA đến {{time}}',
  chipNeeded: 'Cần 2FA',
  chipTitle: 'Phiên xác thực hai lớp cho lệnh: bấm để quản lý',
  chipUnknown: '2FA …',
  command: 'Giao dịch: xác thực hai lớp cho lệnh (yêu cầu, xác nhận, kết thúc)',
  askedBy: 'Lý do: {{reason}}',
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    secondFactor: SecondFactorStrings
  }
}

export const { use: useSecondFactorStrings, now: secondFactorStringsNow } = registerNamespace(
  'secondFactor',
  { en, vi },
)
