import { registerNamespace } from '../../i18n/strings'
import type { RiskBand } from './lib/risk-gauge'

const en = {
  title: 'Account & risk',
  close: 'Close',
  refresh: 'Refresh',
  updated: 'updated',
  loading: 'Loading…',
  failed: 'Could not load',
  retry: 'Retry',
  cash: {
    title: 'Cash',
    account: 'Sub-account',
    normal: 'Normal',
    margin: 'Margin',
    bod: 'Start of day',
    balance: 'Cash balance',
    pp0: 'Purchasing power (bond/fund)',
    bank: 'Bank available (bond/fund)',
    page: 'page {{page}} of {{pages}}',
    prev: 'Previous page',
    next: 'Next page',
  },
  matches: {
    title: 'Matched trades',
    symbol: 'Symbol',
    side: 'Side',
    all: 'All',
    buy: 'Buy',
    sell: 'Sell',
    time: 'Time',
    qty: 'Qty',
    price: 'Price (×1,000 VND)',
    order: 'Order',
    none: 'No matched trades for these filters.',
  },
  risk: {
    title: 'Margin risk',
    rtt: 'Rtt',
    initial: 'Initial',
    maintenance: 'Maintenance',
    liquidation: 'Liquidation',
    outstanding: 'Outstanding principal',
    interest: 'Accrued interest',
    due: 'Due',
    overdue: 'Overdue',
    fees: 'Fee debt',
    status: 'Status',
    bands: { safe: 'Safe', warning: 'Warning', call: 'Margin call', 'force-sell': 'Force sell' } as Record<
      RiskBand,
      string
    >,
  },
  positions: {
    title: 'Derivative positions',
    contract: 'Contract',
    side: 'Side',
    long: 'Long',
    short: 'Short',
    net: 'Net',
    last: 'Last',
    im: 'Initial margin',
    pnl: 'P&L',
    required: 'Required margin',
    due: 'Due date',
    pnlPct: 'P&L %',
    none: 'No open positions.',
  },
  commands: {
    toggle: 'Account: show the account & risk panel',
    window: 'Account: open the account & risk panel in its own window',
  },
}

export type AccountStrings = typeof en

const vi: AccountStrings = {
  title: 'Tài khoản & rủi ro',
  close: 'Đóng',
  refresh: 'Làm mới',
  updated: 'cập nhật',
  loading: 'Đang tải…',
  failed: 'Không tải được',
  retry: 'Thử lại',
  cash: {
    title: 'Tiền',
    account: 'Tiểu khoản',
    normal: 'Thường',
    margin: 'Ký quỹ',
    bod: 'Đầu ngày',
    balance: 'Số dư tiền',
    pp0: 'Sức mua (trái phiếu/quỹ)',
    bank: 'Số dư ngân hàng (trái phiếu/quỹ)',
    page: 'trang {{page}}/{{pages}}',
    prev: 'Trang trước',
    next: 'Trang sau',
  },
  matches: {
    title: 'Lệnh đã khớp',
    symbol: 'Mã',
    side: 'M/B',
    all: 'Tất cả',
    buy: 'Mua',
    sell: 'Bán',
    time: 'Giờ',
    qty: 'KL',
    price: 'Giá (×1.000 đ)',
    order: 'Lệnh',
    none: 'Không có lệnh khớp phù hợp.',
  },
  risk: {
    title: 'Rủi ro ký quỹ',
    rtt: 'Rtt',
    initial: 'Ban đầu',
    maintenance: 'Duy trì',
    liquidation: 'Xử lý',
    outstanding: 'Dư nợ gốc',
    interest: 'Lãi cộng dồn',
    due: 'Đến hạn',
    overdue: 'Quá hạn',
    fees: 'Nợ phí',
    status: 'Trạng thái',
    bands: { safe: 'An toàn', warning: 'Cảnh báo', call: 'Gọi ký quỹ', 'force-sell': 'Xử lý' },
  },
  positions: {
    title: 'Vị thế phái sinh',
    contract: 'Hợp đồng',
    side: 'Chiều',
    long: 'Mua (Long)',
    short: 'Bán (Short)',
    net: 'Ròng',
    last: 'Giá',
    im: 'Ký quỹ ban đầu',
    pnl: 'Lãi/lỗ',
    required: 'Ký quỹ yêu cầu',
    due: 'Đáo hạn',
    pnlPct: 'Lãi/lỗ %',
    none: 'Không có vị thế mở.',
  },
  commands: {
    toggle: 'Tài khoản: hiện bảng tài khoản & rủi ro',
    window: 'Tài khoản: mở bảng tài khoản & rủi ro trong cửa sổ riêng',
  },
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    account: AccountStrings
  }
}

export const { use: useAccountStrings, now: accountStringsNow } = registerNamespace('account', { en, vi })
