import type { OrderRow } from '../../../../src-shared/bridge/contract'

const thousands = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const points = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const qty = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/**
 * In the board's units, so an order can be matched against the board at a glance: stock prices in
 * thousands of VND with two decimals (95,300 VND → "95.30"), derivative prices in index points
 * (1,234.5). The column header states both units.
 */
export const formatPrice = (row: Pick<OrderRow, 'book' | 'price'>): string =>
  row.book === 'stock' ? thousands.format(row.price / 1000) : points.format(row.price)

export const formatQty = (n: number): string => qty.format(n)
