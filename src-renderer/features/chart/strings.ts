import { registerNamespace } from '../../i18n/strings'
import type { ChartResolution } from '../../../src-shared/bridge/contract'

/** The chart feature's text, English and Vietnamese, kept with the feature (see orders/strings.ts). */
const en = {
  windowTitle: 'Chart',
  symbol: 'Symbol',
  symbolHint: 'Type a symbol and press Enter',
  badSymbol: 'A symbol is 3 to 12 letters or digits',
  resolutions: { '1': '1m', '5': '5m', '15': '15m', '60': '1h', '1D': 'D' } satisfies Record<
    ChartResolution,
    string
  >,
  resolutionHint: 'Keys 1–5 change the candle width',
  levels: { reference: 'Ref', ceiling: 'Ceil', floor: 'Floor' },
  unitStock: 'Prices ×1,000 VND · volume in shares · exchange time (UTC+7)',
  unitFutures: 'Prices in index points · volume in contracts · exchange time (UTC+7)',
  linked: 'Linked',
  linkedHint: 'Follows the symbol selected in the windows of this colour',
  loading: 'Loading history…',
  noHistory: 'No history from the broker: showing today’s live candles only.',
  unknownSymbol: 'Unknown symbol: the market lists no such code.',
  historyError: 'History unavailable',
  liveError: 'Live price unavailable',
  lastUpdate: 'Last update',
  retry: 'Retry',
  commands: {
    openForSymbol: 'Open the chart of the selected symbol',
    open: 'Open a chart window',
  },
}
export type ChartStrings = typeof en

const vi: ChartStrings = {
  windowTitle: 'Biểu đồ',
  symbol: 'Mã',
  symbolHint: 'Gõ mã rồi nhấn Enter',
  badSymbol: 'Mã gồm 3 đến 12 chữ cái hoặc chữ số',
  resolutions: { '1': '1p', '5': '5p', '15': '15p', '60': '1g', '1D': 'Ngày' },
  resolutionHint: 'Phím 1–5 đổi khung nến',
  levels: { reference: 'TC', ceiling: 'Trần', floor: 'Sàn' },
  unitStock: 'Giá ×1.000 đ · khối lượng cổ phiếu · giờ sàn (UTC+7)',
  unitFutures: 'Giá theo điểm chỉ số · khối lượng hợp đồng · giờ sàn (UTC+7)',
  linked: 'Liên kết',
  linkedHint: 'Theo mã được chọn ở các cửa sổ cùng màu',
  loading: 'Đang tải lịch sử…',
  noHistory: 'Công ty chứng khoán không trả lịch sử: chỉ hiện nến trong phiên hôm nay.',
  unknownSymbol: 'Mã không tồn tại: thị trường không niêm yết mã này.',
  historyError: 'Không tải được lịch sử',
  liveError: 'Không có giá trực tuyến',
  lastUpdate: 'Cập nhật lúc',
  retry: 'Thử lại',
  commands: {
    openForSymbol: 'Mở biểu đồ mã đang chọn',
    open: 'Mở cửa sổ biểu đồ',
  },
}

declare module '../../i18n/strings' {
  interface FeatureResources {
    chart: ChartStrings
  }
}

export const { use: useChartStrings, now: chartStringsNow } = registerNamespace('chart', { en, vi })
