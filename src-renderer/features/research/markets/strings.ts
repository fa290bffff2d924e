import { registerNamespace } from '../../../i18n/strings'

/**
 * Text of the sectors and indices window and the bank-rates window, English and Vietnamese. A
 * namespace of its own (not research/strings.ts) so the four research helpers' edits never meet.
 */
const en = {
  title: 'Sectors & indices',
  unit: 'Values in billion VND · prices ×1,000 VND',
  loading: 'Loading…',
  failed: 'Unavailable',
  retry: 'Retry',
  empty: 'Nothing to show',
  link: 'Link',
  linkNone: 'Not linked',
  linkGroups: { red: 'Red', green: 'Green', blue: 'Blue', yellow: 'Yellow' },
  heatMap: {
    title: 'Sector heat map',
    level: 'Level',
    levels: { 1: 'Industries', 2: 'Supersectors' },
    sizeBy: 'Tile size',
    sizes: { market_cap: 'Market cap', value: 'Traded value' },
    all: 'All sectors',
    keysHint:
      'Arrows move, Enter opens a sector (a member: its detail), Backspace or Esc goes back, L sends a member to the linked windows',
    colourHint: 'Colour: change today (reference yellow near zero, ceiling purple, floor cyan)',
    back: 'Back',
    members: 'members',
    openDetail: 'Open detail',
  },
  list: {
    name: 'Name',
    change: '% chg',
    cap: 'Mkt cap (bn)',
    value: 'Value (bn)',
    price: 'Price',
    breadth: 'Up / down',
  },
  breadth: {
    title: 'Breadth',
    sectorsTitle: 'Sector breadth (members up, unchanged, down)',
    advances: 'Up',
    declines: 'Down',
    nochanges: 'Unchanged',
    ceiling: 'Ceiling',
    floor: 'Floor',
  },
  indices: {
    title: 'Index comparison',
    index: 'Index',
    level: 'Level',
    change: 'Change',
    changePercent: '% chg',
    value: 'Value (bn)',
    rangeChange: '% over range',
    performance: 'Performance over the range (% from the first session)',
    range: 'Range',
    breadthTitle: 'Index breadth (members)',
  },
  rates: {
    title: 'Bank deposit rates',
    unit: 'Percent a year, online deposits',
    bank: 'Bank',
    term: 'Term',
    demand: 'Demand',
    months: 'm',
    sortHint: 'Click a term (or focus it and press Enter) to sort the banks by it; again for the other way',
    chartTitle: 'One term across banks',
    highest: 'Highest',
    updated: 'Updated',
  },
  commands: {
    openMarkets: 'Open sectors and indices (heat map, index comparison)',
    openRates: 'Open bank deposit rates',
  },
}
export type MarketsStrings = typeof en

const vi: MarketsStrings = {
  title: 'Ngành và chỉ số',
  unit: 'Giá trị tỷ đồng · giá ×1.000 đ',
  loading: 'Đang tải…',
  failed: 'Không tải được',
  retry: 'Thử lại',
  empty: 'Không có dữ liệu',
  link: 'Liên kết',
  linkNone: 'Không liên kết',
  linkGroups: { red: 'Đỏ', green: 'Xanh lá', blue: 'Xanh dương', yellow: 'Vàng' },
  heatMap: {
    title: 'Bản đồ nhiệt ngành',
    level: 'Cấp ngành',
    levels: { 1: 'Ngành cấp 1', 2: 'Ngành cấp 2' },
    sizeBy: 'Kích thước ô',
    sizes: { market_cap: 'Vốn hóa', value: 'Giá trị giao dịch' },
    all: 'Tất cả ngành',
    keysHint:
      'Mũi tên để chọn, Enter mở ngành (mã: mở chi tiết), Backspace hoặc Esc quay lại, L gửi mã sang các cửa sổ liên kết',
    colourHint: 'Màu: thay đổi hôm nay (vàng quanh tham chiếu, tím trần, xanh lơ sàn)',
    back: 'Quay lại',
    members: 'mã',
    openDetail: 'Mở chi tiết',
  },
  list: {
    name: 'Tên',
    change: '% +/-',
    cap: 'Vốn hóa (tỷ)',
    value: 'GTGD (tỷ)',
    price: 'Giá',
    breadth: 'Tăng / giảm',
  },
  breadth: {
    title: 'Độ rộng',
    sectorsTitle: 'Độ rộng theo ngành (số mã tăng, đứng giá, giảm)',
    advances: 'Tăng',
    declines: 'Giảm',
    nochanges: 'Đứng giá',
    ceiling: 'Trần',
    floor: 'Sàn',
  },
  indices: {
    title: 'So sánh chỉ số',
    index: 'Chỉ số',
    level: 'Điểm',
    change: '+/-',
    changePercent: '% +/-',
    value: 'GTGD (tỷ)',
    rangeChange: '% cả kỳ',
    performance: 'Diễn biến trong kỳ (% so với phiên đầu)',
    range: 'Kỳ',
    breadthTitle: 'Độ rộng chỉ số (số mã)',
  },
  rates: {
    title: 'Lãi suất tiền gửi ngân hàng',
    unit: '%/năm, gửi trực tuyến',
    bank: 'Ngân hàng',
    term: 'Kỳ hạn',
    demand: 'KKH',
    months: 'T',
    sortHint:
      'Bấm một kỳ hạn (hoặc chọn rồi Enter) để xếp ngân hàng theo kỳ hạn đó; bấm lần nữa để đảo chiều',
    chartTitle: 'Một kỳ hạn giữa các ngân hàng',
    highest: 'Cao nhất',
    updated: 'Cập nhật',
  },
  commands: {
    openMarkets: 'Mở ngành và chỉ số (bản đồ nhiệt, so sánh chỉ số)',
    openRates: 'Mở lãi suất tiền gửi ngân hàng',
  },
}

declare module '../../../i18n/strings' {
  interface FeatureResources {
    researchMarkets: MarketsStrings
  }
}

export const { use: useMarketsStrings, now: marketsStringsNow } = registerNamespace('researchMarkets', {
  en,
  vi,
})
