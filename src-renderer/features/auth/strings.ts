import { registerNamespace } from '../../i18n/strings'

const en = {
  title: 'Trading token',
  intro:
    'Cancels and orders need a trading token. The broker confirms it with a one-time code (SMS or e-mail) or an approval in its app.',
  request: 'Send me a code (Enter)',
  requesting: 'Asking the broker…',
  codeLabel: 'One-time code',
  codeSent: 'The broker has sent a one-time code (SMS or e-mail): type it below.',
  submit: 'Confirm code (Enter)',
  submitting: 'Checking the code…',
  approvalWait: "Approve the request in the broker's app: {{seconds}} s left.",
  approvalHint: 'The app approval lasts 30 seconds; after that, ask again.',
  active: 'Trading token active until',
  askAgain: 'Ask again (Enter)',
  close: 'Close (Esc)',
  errors: {
    'otp-invalid': 'That code is wrong. Check the message and type it again.',
    'otp-expired': 'That code has expired. Ask for a new one.',
    'approval-expired': 'The app approval expired (30 seconds). Ask again.',
    'approval-rejected': 'The request was rejected in the app.',
    'trading-token-gone':
      'The trading token is gone (it expired, or the broker no longer accepts it). Ask for a new one to trade.',
  } as Record<string, string>,
  phone: {
    title: 'Simulated phone (Demo)',
    note: 'What the simulator sends to the demo user’s phone: codes and app approvals.',
    empty: 'No messages yet.',
    approvals: 'App approvals',
    approve: 'Approve',
    reject: 'Reject',
    expired: 'expired',
    status: { pending: 'waiting', approved: 'approved', rejected: 'rejected', used: 'used' } as Record<
      string,
      string
    >,
    unavailable: 'The simulated phone exists only in the Demo profile.',
    hide: 'Hide',
  },
  commands: {
    token: 'Trading: get a trading token (OTP or app approval)',
    phone: 'Demo: show the simulated phone',
  },
}

export type AuthStrings = typeof en

const vi: AuthStrings = {
  title: 'Token giao dịch',
  intro:
    'Hủy và đặt lệnh cần token giao dịch. Công ty chứng khoán xác nhận bằng mã OTP (SMS hoặc e-mail) hoặc phê duyệt trên ứng dụng.',
  request: 'Gửi mã cho tôi (Enter)',
  requesting: 'Đang yêu cầu…',
  codeLabel: 'Mã OTP',
  codeSent: 'Công ty chứng khoán đã gửi mã OTP (SMS hoặc e-mail): hãy nhập mã bên dưới.',
  submit: 'Xác nhận mã (Enter)',
  submitting: 'Đang kiểm tra mã…',
  approvalWait: 'Hãy phê duyệt trên ứng dụng: còn {{seconds}} giây.',
  approvalHint: 'Phê duyệt trên ứng dụng có hiệu lực 30 giây; sau đó hãy yêu cầu lại.',
  active: 'Token giao dịch còn hiệu lực đến',
  askAgain: 'Yêu cầu lại (Enter)',
  close: 'Đóng (Esc)',
  errors: {
    'otp-invalid': 'Mã không đúng. Hãy kiểm tra tin nhắn và nhập lại.',
    'otp-expired': 'Mã đã hết hạn. Hãy yêu cầu mã mới.',
    'approval-expired': 'Yêu cầu phê duyệt đã hết hạn (30 giây). Hãy yêu cầu lại.',
    'approval-rejected': 'Yêu cầu đã bị từ chối trên ứng dụng.',
    'trading-token-gone':
      'Token giao dịch không còn hiệu lực (đã hết hạn hoặc công ty chứng khoán không chấp nhận nữa). Hãy yêu cầu token mới để giao dịch.',
  },
  phone: {
    title: 'Điện thoại mô phỏng (Demo)',
    note: 'Những gì trình mô phỏng gửi tới điện thoại của người dùng demo: mã OTP và yêu cầu phê duyệt.',
    empty: 'Chưa có tin nhắn.',
    approvals: 'Phê duyệt trên ứng dụng',
    approve: 'Đồng ý',
    reject: 'Từ chối',
    expired: 'hết hạn',
    status: { pending: 'đang chờ', approved: 'đã đồng ý', rejected: 'đã từ chối', used: 'đã dùng' },
    unavailable: 'Điện thoại mô phỏng chỉ có trong hồ sơ Demo.',
    hide: 'Ẩn',
  },
  commands: {
    token: 'Giao dịch: lấy token giao dịch (OTP hoặc phê duyệt trên ứng dụng)',
    phone: 'Demo: hiện điện thoại mô phỏng',
  },
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    auth: AuthStrings
  }
}

export const { use: useAuthStrings, now: authStringsNow } = registerNamespace('auth', { en, vi })
