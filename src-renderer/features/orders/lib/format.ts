import type { OrderRow } from '../../../../src-shared/bridge/contract'

import { formatInteger, formatPoints, formatThousands } from '../../../lib/numbers'

/**
 * In the board's units, so an order can be matched against the board at a glance: stock prices in
 * thousands of VND with two decimals (95,300 VND → "95.30"), derivative prices in index points
 * (1,234.5). The column header states both units.
 */
export const formatPrice = (row: Pick<OrderRow, 'book' | 'price'>): string =>
  row.book === 'derivative' ? formatPoints(row.price) : formatThousands(row.price)

export const formatQty = formatInteger
