import { registerNamespace } from '../../../i18n/strings'

/**
 * The symbol-detail window's own text (sections, insider trades, analyst reports, statements),
 * English and Vietnamese: a namespace of its own, so the research helpers' shared strings.ts stays
 * theirs. The detail's older panels still read `research` (strings.ts one folder up).
 */
const en = {
  unknownSymbol: 'Unknown symbol: the market lists no {{symbol}}.',
  sections: 'Sections',
  sectionsHint: 'Keys 1–6 go to a section; Tab moves within it',
  section: {
    overview: 'Overview',
    chart: 'Chart',
    flows: 'Flows',
    financials: 'Financials',
    insiders: 'Insiders & research',
    events: 'Events',
  },
  insider: {
    title: 'Insider trades',
    side: 'Side',
    status: 'Status',
    all: 'All',
    sides: { buy: 'Buy', sell: 'Sell' },
    statuses: { registered: 'Registered', completed: 'Completed', cancelled: 'Cancelled' },
    holder: 'Holder',
    registered: 'Registered',
    executed: 'Executed',
    after: 'Holding after',
    period: 'Period',
    none: 'No insider trades match',
  },
  reports: {
    title: 'Analyst reports',
    source: 'Source',
    recommendation: 'Call',
    from: 'Issued from',
    to: 'to',
    all: 'All',
    recommendations: {
      buy: 'Buy',
      outperform: 'Outperform',
      neutral: 'Neutral',
      underperform: 'Underperform',
      sell: 'Sell',
    },
    date: 'Issued',
    report: 'Report',
    target: 'Target',
    upside: 'Upside',
    none: 'No reports match',
    badRange: 'The start date is after the end date',
  },
  financials: {
    title: 'Financial statements (billion VND)',
    chartTitle: 'Revenue and profit (bn VND), margins and ROE (%)',
    types: {
      income_statement: 'Income statement',
      balance_sheet: 'Balance sheet',
      cash_flow: 'Cash flow',
    },
    type: 'Statement',
    period: 'Period',
    periods: { quarter: 'Quarters', year: 'Years' },
    older: 'Older',
    newer: 'Newer',
    pageHint: 'PageUp / PageDown: older / newer periods',
    item: 'Item',
    revenue: 'Revenue',
    netIncome: 'Net profit',
    netMargin: 'Net margin %',
    roe: 'ROE %',
    balanced: 'Balanced: total assets = liabilities + equity',
    unbalanced: 'Does not balance in {{periods}}',
  },
}
export type DetailStrings = typeof en

const vi: DetailStrings = {
  unknownSymbol: 'Mã không tồn tại: thị trường không niêm yết {{symbol}}.',
  sections: 'Mục',
  sectionsHint: 'Phím 1–6 chuyển đến một mục; Tab di chuyển trong mục',
  section: {
    overview: 'Tổng quan',
    chart: 'Biểu đồ',
    flows: 'Dòng tiền',
    financials: 'Tài chính',
    insiders: 'Nội bộ & phân tích',
    events: 'Sự kiện',
  },
  insider: {
    title: 'Giao dịch nội bộ',
    side: 'Loại',
    status: 'Trạng thái',
    all: 'Tất cả',
    sides: { buy: 'Mua', sell: 'Bán' },
    statuses: { registered: 'Đăng ký', completed: 'Hoàn thành', cancelled: 'Hủy' },
    holder: 'Người giao dịch',
    registered: 'Đăng ký',
    executed: 'Thực hiện',
    after: 'Sở hữu sau',
    period: 'Thời gian',
    none: 'Không có giao dịch nội bộ phù hợp',
  },
  reports: {
    title: 'Báo cáo phân tích',
    source: 'Nguồn',
    recommendation: 'Khuyến nghị',
    from: 'Phát hành từ',
    to: 'đến',
    all: 'Tất cả',
    recommendations: {
      buy: 'Mua',
      outperform: 'Khả quan',
      neutral: 'Trung lập',
      underperform: 'Kém khả quan',
      sell: 'Bán',
    },
    date: 'Ngày',
    report: 'Báo cáo',
    target: 'Giá mục tiêu',
    upside: 'Tiềm năng',
    none: 'Không có báo cáo phù hợp',
    badRange: 'Ngày bắt đầu sau ngày kết thúc',
  },
  financials: {
    title: 'Báo cáo tài chính (tỷ đồng)',
    chartTitle: 'Doanh thu và lợi nhuận (tỷ đồng), biên lợi nhuận và ROE (%)',
    types: {
      income_statement: 'Kết quả kinh doanh',
      balance_sheet: 'Cân đối kế toán',
      cash_flow: 'Lưu chuyển tiền tệ',
    },
    type: 'Báo cáo',
    period: 'Kỳ',
    periods: { quarter: 'Quý', year: 'Năm' },
    older: 'Cũ hơn',
    newer: 'Mới hơn',
    pageHint: 'PageUp / PageDown: kỳ cũ hơn / mới hơn',
    item: 'Chỉ tiêu',
    revenue: 'Doanh thu',
    netIncome: 'Lợi nhuận sau thuế',
    netMargin: 'Biên LN ròng %',
    roe: 'ROE %',
    balanced: 'Cân đối: tổng tài sản = nợ phải trả + vốn chủ sở hữu',
    unbalanced: 'Không cân đối ở kỳ {{periods}}',
  },
}

declare module '../../../i18n/strings' {
  interface FeatureResources {
    researchDetail: DetailStrings
  }
}

export const { use: useDetailStrings } = registerNamespace('researchDetail', { en, vi })
