import type { CancelOutcome, OrderState } from '../../../src-shared/bridge/contract'
import { en as enUi } from '../../i18n/en'
import { registerNamespace } from '../../i18n/strings'
import { vi as viUi } from '../../i18n/vi'

/**
 * The orders feature's text, English and Vietnamese, kept with the feature so the shared language
 * files are not a merge point for every feature: the i18next namespace `orders`. Sentences with
 * values use i18next's interpolation and plurals: `t('orders:selected', { count })`.
 */
const en = {
  blotterTitle: 'Today’s orders',
  blotterLabel: 'Order blotter',
  filterSymbol: 'Symbol',
  filterSide: 'Side',
  filterStatus: 'Status',
  all: 'All',
  workingOnly: 'Working and filled today',
  buy: 'Buy',
  sell: 'Sell',
  columns: {
    select: '',
    symbol: 'Symbol',
    side: 'Side',
    price: 'Price (×1,000 VND · pts)',
    quantity: 'Qty',
    matched: 'Matched',
    remaining: 'Remaining',
    state: 'Status',
    account: 'Account',
    time: 'Time',
    id: 'Order no.',
  },
  states: {
    working: 'Working',
    'partly-matched': 'Partly matched',
    matched: 'Matched',
    'cancel-pending': 'Cancelling',
    cancelled: 'Cancelled',
    rejected: 'Rejected',
    expired: 'Expired',
    other: 'Other',
  } satisfies Record<OrderState, string>,
  books: { stock: 'Stock', derivative: 'Derivatives', svc: 'Stock (API)' },
  selected: '{{count}} selected',
  noOrders: 'No orders match the filters.',
  loading: 'Reading the order books…',
  updated: 'updated',
  stale: 'Order book not updated',
  refresh: 'Refresh',
  close: 'Close',
  // The cancel key is the user's to choose, so the hint names the current one.
  keysHint: '↑↓ move · Space select · {{cancelKey}} cancel · {{modifyKey}} modify · Esc close',
  modifyUnavailable:
    'The order ticket is not available in this window: open a board window to modify the order.',
  notAmendable: 'The broker does not allow this order to be modified now.',
  secondFactorNeeded:
    "These orders need the day's second factor: confirm the e-mailed code, then press Enter to cancel them.",
  secondFactorUnavailable:
    "These orders need the day's second factor, and its dialog is not available in this window: confirm it in a board window, then press Enter here.",
  unread: 'new',
  followed: {
    title: 'Outcome settled',
    place: { done: 'Placed after all', rejected: 'Rejected by the broker', not: 'Not placed' },
    modify: { done: 'Changed after all', rejected: 'Change refused', not: 'Not changed' },
    cancel: { done: 'Cancelled after all', rejected: 'Cancel refused', not: 'Not cancelled' },
    unknownPlace:
      'Outcome unknown: {{side}} {{quantity}} {{symbol}} may have reached the broker. The app is following the order book; do not send it again.',
    unknownMark: 'Outcome unknown',
  },
  events: {
    filled: 'Filled',
    'partly-filled': 'Partly filled',
    rejected: 'Rejected',
    cancelled: 'Cancelled',
    area: 'Order notifications',
    dismiss: 'Dismiss',
  },
  cancelTitle_one: 'Cancel 1 order',
  cancelTitle_other: 'Cancel {{count}} orders',
  cancelIntro: 'These orders will be cancelled (their unmatched part):',
  pin: 'Derivative PIN',
  pinHint: 'Needed for derivative orders; it is sent once and not kept.',
  confirm: 'Cancel orders (Enter)',
  back: 'Back (Esc)',
  done: 'Close (Enter)',
  sending: 'Sending the cancel…',
  checking: 'No answer in time: reading the order book instead of sending again…',
  rateLimited:
    'The broker is rate-limiting this key: next attempt in {{seconds}} s. The cancel is sent once.',
  needsToken:
    'This cancel needs a trading token. Confirm with an OTP or the app; the cancel is sent as soon as it is active.',
  openToken: 'Get a trading token (Enter)',
  tokenUnavailable:
    'The trading token status is unavailable, so this window cannot tell when the token is active. The cancel was not sent.',
  retry: 'Retry',
  notAuthorised: 'Not authorised to cancel on this account.',
  failed: 'The cancel failed',
  outcomes: {
    cancelled: 'Cancelled',
    'already-cancelled': 'Already cancelled',
    'already-matched': 'Already fully matched',
    'not-found': 'Unknown to the broker',
    rejected: 'Refused by the broker',
    'still-working': 'Not cancelled: no answer, and the book kept showing it working: still working',
    unknown: 'Unknown: no clear answer; the app is following the order book, do not cancel again yet',
    ...enUi.cancelReport.outcomes,
  } satisfies Record<CancelOutcome, string>,
  commands: {
    openForSymbol: 'Orders: open the blotter for this symbol',
    open: 'Orders: open the working-order blotter',
    openWindow: 'Orders: open the blotter in its own window',
    cancelSelected: 'Orders: cancel the selected orders',
    cancelAllSymbol: 'Orders: cancel all working orders of this symbol',
    modifyCurrent: 'Orders: modify the order under the cursor (price, quantity)',
  },
}

export type OrderStrings = typeof en

const vi: OrderStrings = {
  blotterTitle: 'Lệnh trong ngày',
  blotterLabel: 'Sổ lệnh',
  filterSymbol: 'Mã',
  filterSide: 'Mua/Bán',
  filterStatus: 'Trạng thái',
  all: 'Tất cả',
  workingOnly: 'Chờ khớp và đã khớp',
  buy: 'Mua',
  sell: 'Bán',
  columns: {
    select: '',
    symbol: 'Mã',
    side: 'M/B',
    price: 'Giá (×1.000 đ · điểm)',
    quantity: 'KL',
    matched: 'Đã khớp',
    remaining: 'Còn lại',
    state: 'Trạng thái',
    account: 'Tiểu khoản',
    time: 'Giờ',
    id: 'Số hiệu lệnh',
  },
  states: {
    working: 'Chờ khớp',
    'partly-matched': 'Khớp một phần',
    matched: 'Đã khớp',
    'cancel-pending': 'Đang hủy',
    cancelled: 'Đã hủy',
    rejected: 'Bị từ chối',
    expired: 'Hết hiệu lực',
    other: 'Khác',
  },
  books: { stock: 'Cơ sở', derivative: 'Phái sinh', svc: 'Cơ sở (API)' },
  selected: 'Đã chọn {{count}}',
  noOrders: 'Không có lệnh phù hợp bộ lọc.',
  loading: 'Đang đọc sổ lệnh…',
  updated: 'cập nhật',
  stale: 'Sổ lệnh chưa cập nhật',
  refresh: 'Làm mới',
  close: 'Đóng',
  keysHint: '↑↓ di chuyển · Space chọn · {{cancelKey}} hủy · {{modifyKey}} sửa · Esc đóng',
  modifyUnavailable: 'Không mở được phiếu lệnh trong cửa sổ này: hãy sửa lệnh từ một cửa sổ bảng giá.',
  notAmendable: 'Công ty chứng khoán không cho sửa lệnh này lúc này.',
  secondFactorNeeded:
    'Các lệnh này cần xác thực hai lớp trong ngày: nhập mã gửi qua e-mail, rồi nhấn Enter để hủy.',
  secondFactorUnavailable:
    'Các lệnh này cần xác thực hai lớp trong ngày, nhưng cửa sổ này không mở được hộp xác thực: xác thực ở cửa sổ bảng giá rồi nhấn Enter tại đây.',
  unread: 'mới',
  followed: {
    title: 'Đã rõ kết quả',
    place: { done: 'Lệnh đã được đặt', rejected: 'Lệnh bị từ chối', not: 'Lệnh không được đặt' },
    modify: { done: 'Lệnh đã được sửa', rejected: 'Lệnh sửa bị từ chối', not: 'Lệnh không được sửa' },
    cancel: { done: 'Lệnh đã được hủy', rejected: 'Lệnh hủy bị từ chối', not: 'Lệnh không được hủy' },
    unknownPlace:
      'Chưa rõ kết quả: lệnh {{side}} {{quantity}} {{symbol}} có thể đã tới công ty chứng khoán. Ứng dụng đang theo dõi sổ lệnh; đừng gửi lại.',
    unknownMark: 'Chưa rõ kết quả',
  },
  events: {
    filled: 'Khớp hết',
    'partly-filled': 'Khớp một phần',
    rejected: 'Bị từ chối',
    cancelled: 'Đã hủy',
    area: 'Thông báo lệnh',
    dismiss: 'Đóng',
  },
  // Vietnamese has one plural form; `_one` is there for the shape English sets.
  cancelTitle_one: 'Hủy {{count}} lệnh',
  cancelTitle_other: 'Hủy {{count}} lệnh',
  cancelIntro: 'Các lệnh sau sẽ bị hủy (phần chưa khớp):',
  pin: 'Mã PIN phái sinh',
  pinHint: 'Cần cho lệnh phái sinh; chỉ gửi một lần, không lưu lại.',
  confirm: 'Hủy lệnh (Enter)',
  back: 'Quay lại (Esc)',
  done: 'Đóng (Enter)',
  sending: 'Đang gửi lệnh hủy…',
  checking: 'Không nhận được trả lời: đang kiểm tra sổ lệnh thay vì gửi lại…',
  rateLimited:
    'Công ty chứng khoán đang giới hạn tần suất: thử lại sau {{seconds}} giây. Lệnh hủy chỉ gửi một lần.',
  needsToken:
    'Cần token giao dịch để hủy lệnh. Xác nhận bằng OTP hoặc ứng dụng; lệnh hủy sẽ được gửi ngay khi có token.',
  openToken: 'Lấy token giao dịch (Enter)',
  tokenUnavailable:
    'Không đọc được trạng thái token giao dịch nên cửa sổ này không biết khi nào token có hiệu lực. Lệnh hủy chưa được gửi.',
  retry: 'Thử lại',
  notAuthorised: 'Không có quyền hủy lệnh trên tài khoản này.',
  failed: 'Hủy lệnh thất bại',
  outcomes: {
    cancelled: 'Đã hủy',
    'already-cancelled': 'Lệnh đã bị hủy trước đó',
    'already-matched': 'Lệnh đã khớp hết',
    'not-found': 'Không tìm thấy lệnh',
    rejected: 'Bị từ chối',
    'still-working': 'Chưa hủy: không có trả lời, sổ lệnh vẫn cho thấy lệnh chờ khớp',
    unknown: 'Chưa rõ: không có trả lời rõ; ứng dụng đang theo dõi sổ lệnh, đừng hủy lại lúc này',
    ...viUi.cancelReport.outcomes,
  },
  commands: {
    openForSymbol: 'Lệnh: mở sổ lệnh của mã này',
    open: 'Lệnh: mở sổ lệnh chờ khớp',
    openWindow: 'Lệnh: mở sổ lệnh trong cửa sổ riêng',
    cancelSelected: 'Lệnh: hủy các lệnh đã chọn',
    cancelAllSymbol: 'Lệnh: hủy tất cả lệnh chờ khớp của mã này',
    modifyCurrent: 'Lệnh: sửa lệnh tại con trỏ (giá, khối lượng)',
  },
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    orders: OrderStrings
  }
}

export const { use: useOrderStrings, now: orderStringsNow } = registerNamespace('orders', { en, vi })
