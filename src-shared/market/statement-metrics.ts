/** Which statement a line is in, as the simulator keys them. */
export type StatementKind = 'balance_sheet' | 'income_statement' | 'cash_flow'

/**
 * The names of the statement lines the broker's `financial-statement` page keys by `metricCode`: the
 * page sends codes and values only, so the client names the lines it knows (and shows the code of any
 * other). Vietnamese first, English second. The simulator names its statements from the same table.
 */
const names: Readonly<Record<string, readonly [vi: string, en: string]>> = {
  cash: ['Tiền và tương đương tiền', 'Cash and cash equivalents'],
  short_term_investments: ['Đầu tư tài chính ngắn hạn', 'Short-term investments'],
  receivables: ['Các khoản phải thu ngắn hạn', 'Short-term receivables'],
  inventory: ['Hàng tồn kho', 'Inventories'],
  other_current_assets: ['Tài sản ngắn hạn khác', 'Other current assets'],
  current_assets: ['Tài sản ngắn hạn', 'Current assets'],
  fixed_assets: ['Tài sản cố định', 'Fixed assets'],
  long_term_investments: ['Đầu tư tài chính dài hạn', 'Long-term investments'],
  other_long_term_assets: ['Tài sản dài hạn khác', 'Other long-term assets'],
  long_term_assets: ['Tài sản dài hạn', 'Long-term assets'],
  total_assets: ['Tổng tài sản', 'Total assets'],
  short_term_debt: ['Vay ngắn hạn', 'Short-term borrowings'],
  payables: ['Phải trả người bán', 'Trade payables'],
  other_current_liabilities: ['Nợ ngắn hạn khác', 'Other current liabilities'],
  current_liabilities: ['Nợ ngắn hạn', 'Current liabilities'],
  long_term_debt: ['Vay dài hạn', 'Long-term borrowings'],
  other_long_term_liabilities: ['Nợ dài hạn khác', 'Other long-term liabilities'],
  total_liabilities: ['Tổng nợ phải trả', 'Total liabilities'],
  charter_capital: ['Vốn góp của chủ sở hữu', 'Contributed capital'],
  share_premium: ['Thặng dư vốn cổ phần', 'Share premium'],
  other_equity: ['Quỹ và vốn khác', 'Reserves and other capital'],
  retained_earnings: ['Lợi nhuận sau thuế chưa phân phối', 'Retained earnings'],
  total_equity: ['Vốn chủ sở hữu', "Owners' equity"],
  total_liabilities_and_equity: ['Tổng nguồn vốn', 'Total liabilities and equity'],
  revenue: ['Doanh thu thuần', 'Net revenue'],
  cost_of_goods_sold: ['Giá vốn hàng bán', 'Cost of goods sold'],
  gross_profit: ['Lợi nhuận gộp', 'Gross profit'],
  financial_income: ['Doanh thu hoạt động tài chính', 'Financial income'],
  financial_expenses: ['Chi phí tài chính', 'Financial expenses'],
  selling_expenses: ['Chi phí bán hàng', 'Selling expenses'],
  admin_expenses: ['Chi phí quản lý doanh nghiệp', 'General and administrative expenses'],
  other_profit: ['Lợi nhuận khác', 'Other profit'],
  profit_before_tax: ['Lợi nhuận kế toán trước thuế', 'Profit before tax'],
  income_tax: ['Chi phí thuế TNDN', 'Corporate income tax'],
  net_income: ['Lợi nhuận sau thuế', 'Net profit after tax'],
  balances_with_sbv: ['Tiền gửi tại NHNN', 'Balances with the State Bank'],
  interbank_placements: ['Tiền gửi và cho vay các TCTD khác', 'Placements with other credit institutions'],
  investment_securities: ['Chứng khoán đầu tư', 'Investment securities'],
  customer_loans: ['Cho vay khách hàng', 'Loans to customers'],
  other_assets: ['Tài sản khác', 'Other assets'],
  customer_deposits: ['Tiền gửi của khách hàng', 'Customer deposits'],
  interbank_borrowings: ['Tiền gửi và vay các TCTD khác', 'Borrowings from other credit institutions'],
  valuable_papers: ['Phát hành giấy tờ có giá', 'Valuable papers issued'],
  other_liabilities: ['Các khoản nợ khác', 'Other liabilities'],
  net_interest_income: ['Thu nhập lãi thuần', 'Net interest income'],
  net_fee_income: ['Lãi thuần từ dịch vụ', 'Net fee and commission income'],
  other_income: ['Thu nhập hoạt động khác', 'Other operating income'],
  total_operating_income: ['Tổng thu nhập hoạt động', 'Total operating income'],
  operating_expenses: ['Chi phí hoạt động', 'Operating expenses'],
  provisions: ['Chi phí dự phòng rủi ro tín dụng', 'Credit loss provisions'],
  depreciation: ['Khấu hao tài sản cố định', 'Depreciation and amortisation'],
  operating_cash_flow: [
    'Lưu chuyển tiền thuần từ hoạt động kinh doanh',
    'Net cash from operating activities',
  ],
  investing_cash_flow: ['Lưu chuyển tiền thuần từ hoạt động đầu tư', 'Net cash from investing activities'],
  financing_cash_flow: ['Lưu chuyển tiền thuần từ hoạt động tài chính', 'Net cash from financing activities'],
  net_cash_flow: ['Lưu chuyển tiền thuần trong kỳ', 'Net change in cash'],
  cash_begin: ['Tiền và tương đương tiền đầu kỳ', 'Cash at the beginning of the period'],
  cash_end: ['Tiền và tương đương tiền cuối kỳ', 'Cash at the end of the period'],
}

/** A bank's filings (circular 49 layout) call some of the same lines otherwise. */
const bankNames: Readonly<Record<string, readonly [vi: string, en: string]>> = {
  cash: ['Tiền mặt, vàng bạc, đá quý', 'Cash, gold and gemstones'],
  charter_capital: ['Vốn điều lệ', 'Charter capital'],
  retained_earnings: ['Lợi nhuận chưa phân phối', 'Retained earnings'],
  total_liabilities_and_equity: ['Tổng nợ phải trả và vốn chủ sở hữu', 'Total liabilities and equity'],
  profit_before_tax: ['Lợi nhuận trước thuế', 'Profit before tax'],
}

/** The cash-flow statement opens with the period's profit under its own name. */
const cashFlowNames: Readonly<Record<string, readonly [vi: string, en: string]>> = {
  net_income: ['Lợi nhuận sau thuế', 'Profit for the period'],
}

/** Bank statements carry lines no other company has; a page that sends one is a bank's. */
export const isBankStatement = (codes: readonly string[]): boolean =>
  codes.some((c) => c === 'net_interest_income' || c === 'customer_deposits')

/** The line's names (Vietnamese, English); a code not in the table is its own name. */
export function statementMetricName(
  code: string,
  kind: StatementKind,
  bank: boolean,
): readonly [vi: string, en: string] {
  return (
    (kind === 'cash_flow' ? cashFlowNames[code] : undefined) ??
    (bank ? bankNames[code] : undefined) ??
    names[code] ?? [code, code]
  )
}
