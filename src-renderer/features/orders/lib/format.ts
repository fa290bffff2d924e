import type { OrderRow } from '../../../../src-shared/bridge/contract'

const vnd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const points = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const qty = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** Stock prices in VND (95,300), derivative prices in index points (1,234.5). */
export const formatPrice = (row: Pick<OrderRow, 'book' | 'price'>): string =>
  row.book === 'stock' ? vnd.format(row.price) : points.format(row.price)

export const formatQty = (n: number): string => qty.format(n)
