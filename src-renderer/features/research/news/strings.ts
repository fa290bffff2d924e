import { registerNamespace } from '../../../i18n/strings'

/** The news window's text, English and Vietnamese. */
const en = {
  title: 'News',
  headlines: 'Headlines',
  topic: 'Topic',
  allTopics: 'All topics',
  topics: {
    market: 'Market',
    stock: 'Stocks',
    macro: 'Macro',
    banking: 'Banking',
    'real-estate': 'Real estate',
    world: 'World',
    commodities: 'Commodities',
  },
  symbol: 'Symbol',
  symbolHint: 'One symbol (stock news), Enter to apply, empty for all; / to get here',
  badSymbol: 'A symbol is 3 to 12 letters or digits',
  clear: 'Clear',
  loadMore: 'Load more',
  loading: 'Loading…',
  failed: 'Unavailable',
  retry: 'Retry',
  of: 'of',
  none: 'No news for this filter',
  pick: 'Choose a headline (↑ ↓, Enter) to read it here',
  source: 'Source',
  article: 'Article',
  original: 'Read at the source',
  otherLanguage: 'Vietnamese only',
  keysHint: '↑ ↓ move · Enter opens · / symbol filter',
  timeNote: 'Vietnam time (UTC+7)',
  linkedTo: 'Follows the symbol selected in the windows of this colour',
  commands: {
    open: 'Open the news window',
    openForSymbol: 'News of the selected symbol',
  },
}
export type NewsStrings = typeof en

const vi: NewsStrings = {
  title: 'Tin tức',
  headlines: 'Tin mới nhất',
  topic: 'Chủ đề',
  allTopics: 'Tất cả chủ đề',
  topics: {
    market: 'Thị trường',
    stock: 'Cổ phiếu',
    macro: 'Vĩ mô',
    banking: 'Ngân hàng',
    'real-estate': 'Bất động sản',
    world: 'Thế giới',
    commodities: 'Hàng hóa',
  },
  symbol: 'Mã',
  symbolHint: 'Một mã (tin cổ phiếu), Enter để lọc, để trống cho tất cả; phím / để tới đây',
  badSymbol: 'Mã gồm 3 đến 12 chữ cái hoặc chữ số',
  clear: 'Bỏ lọc',
  loadMore: 'Tải thêm',
  loading: 'Đang tải…',
  failed: 'Không tải được',
  retry: 'Thử lại',
  of: '/',
  none: 'Không có tin cho bộ lọc này',
  pick: 'Chọn một tin (↑ ↓, Enter) để đọc tại đây',
  source: 'Nguồn',
  article: 'Nội dung tin',
  original: 'Đọc tại nguồn',
  otherLanguage: 'Chỉ có tiếng Anh',
  keysHint: '↑ ↓ di chuyển · Enter mở · / lọc mã',
  timeNote: 'Giờ Việt Nam (UTC+7)',
  linkedTo: 'Theo mã được chọn ở các cửa sổ cùng màu',
  commands: {
    open: 'Mở cửa sổ tin tức',
    openForSymbol: 'Tin tức của mã đang chọn',
  },
}

declare module '../../../i18n/strings' {
  interface FeatureResources {
    researchNews: NewsStrings
  }
}

export const { use: useNewsStrings, now: newsStringsNow } = registerNamespace('researchNews', { en, vi })
