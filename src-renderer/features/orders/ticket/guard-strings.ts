import { registerNamespace } from '../../../i18n/strings'

/**
 * The words of the trading guards' settings in the ticket (i18next namespace `guards`): the four
 * limits the core enforces, the trading PIN of the web shell, and how a loosening is asked. Kept
 * apart from the ticket's own words (`trading`) so the settings can grow without touching them.
 */
const vi = {
  title: 'Giới hạn giao dịch (lõi ứng dụng kiểm soát mọi cửa sổ)',
  limits: {
    maxOrderValue: 'Giá trị tối đa một lệnh (đ)',
    maxOrderQuantity: 'Khối lượng tối đa một lệnh (cổ phiếu)',
    maxOrdersPerMinute: 'Số lệnh tối đa mỗi phút',
    maxDailyValue: 'Giá trị tối đa trong ngày (đ)',
  },
  limitInvalid: 'Một số nguyên lớn hơn 0.',
  used: 'Đã gửi hôm nay: {{value}} đ · trong phút qua: {{count}} lệnh',
  notePin: 'Hạ giới hạn có hiệu lực ngay. Nâng giới hạn hoặc tắt bước xác nhận cần mã PIN giao dịch của bạn.',
  noteDialog:
    'Hạ giới hạn có hiệu lực ngay. Nâng giới hạn hoặc tắt bước xác nhận sẽ được hỏi trong hộp thoại riêng của ứng dụng.',
  noteNone: 'Ứng dụng không thể hỏi bạn, nên chỉ có thể hạ giới hạn.',
  loosenPin: 'Mã PIN giao dịch (để nâng giới hạn)',
  saved: 'Đã lưu.',
  unlocksAt: 'Mở khóa lúc {{time}} (giờ Việt Nam).',
  pin: {
    setTitle: 'Đặt mã PIN giao dịch',
    setHelp:
      'Web shell đã in một mã thiết lập 8 chữ số trong cửa sổ dòng lệnh nơi nó được khởi động: chỉ người ngồi trước máy đọc được.',
    changeTitle: 'Đổi mã PIN giao dịch',
    setupCode: 'Mã thiết lập (trong cửa sổ dòng lệnh)',
    current: 'Mã PIN hiện tại',
    next: 'Mã PIN mới (6–12 chữ số)',
    repeat: 'Nhập lại mã PIN mới',
    set: 'Đặt mã PIN',
    change: 'Đổi mã PIN',
    mismatch: 'Hai mã PIN mới không khớp.',
    shape: 'Mã PIN gồm 6 đến 12 chữ số; mã thiết lập gồm 8 chữ số.',
    saved: 'Đã lưu mã PIN giao dịch.',
    forgot: 'Quên mã PIN?',
    resetTitle: 'Đặt lại mã PIN giao dịch đã quên',
    resetHelp:
      'Nhập mã thiết lập 8 chữ số mà web shell in trong cửa sổ dòng lệnh nơi nó được khởi động (mỗi lần khởi động một mã mới, dùng một lần). Các giới hạn giữ nguyên; nhập sai mã cũng tính vào số lần sai của mã PIN.',
    reset: 'Đặt lại mã PIN',
    resetDone: 'Đã đặt lại mã PIN giao dịch. Các giới hạn giữ nguyên.',
    back: 'Tôi nhớ mã PIN',
  },
}

export type GuardStrings = typeof vi

const en: GuardStrings = {
  title: 'Trading limits (the app core enforces them for every window)',
  limits: {
    maxOrderValue: 'Most one order may be worth (VND)',
    maxOrderQuantity: 'Most shares in one order',
    maxOrdersPerMinute: 'Most orders a minute',
    maxDailyValue: 'Most value sent in a day (VND)',
  },
  limitInvalid: 'A whole number above 0.',
  used: 'Sent today: {{value}} VND · last minute: {{count}} orders',
  notePin:
    'Lowering a limit applies at once. Raising one, or turning a confirmation off, needs your trading PIN.',
  noteDialog:
    "Lowering a limit applies at once. Raising one, or turning a confirmation off, is asked in the app's own dialog.",
  noteNone: 'This app cannot ask you, so limits can only be lowered.',
  loosenPin: 'Trading PIN (to raise a limit)',
  saved: 'Saved.',
  unlocksAt: 'Unlocks at {{time}} (Vietnam time).',
  pin: {
    setTitle: 'Set your trading PIN',
    setHelp:
      'The web shell printed an 8-digit setup code in the terminal where it was started: only the person at the machine can read it.',
    changeTitle: 'Change your trading PIN',
    setupCode: 'Setup code (from the terminal)',
    current: 'Current PIN',
    next: 'New PIN (6–12 digits)',
    repeat: 'New PIN again',
    set: 'Set PIN',
    change: 'Change PIN',
    mismatch: 'The two new PINs differ.',
    shape: 'A PIN is 6 to 12 digits; the setup code is 8 digits.',
    saved: 'Trading PIN saved.',
    forgot: 'Forgot your PIN?',
    resetTitle: 'Reset a forgotten trading PIN',
    resetHelp:
      'Type the 8-digit setup code the web shell printed in the terminal where it was started (a new one at each start, good once). Your limits stay as they are; a wrong code counts towards the PIN lock.',
    reset: 'Reset PIN',
    resetDone: 'Trading PIN reset. Your limits stay as they are.',
    back: 'I remember my PIN',
  },
}

declare module '../../../i18n/strings' {
  interface FeatureResources {
    guards: GuardStrings
  }
}

export const { use: useGuardStrings, now: guardStringsNow } = registerNamespace('guards', { en, vi })
