import type { OrderRow } from '../../../../src-shared/bridge/contract'

/** A working stock order (tests only): one buy of 1,000 HPG at 25,000 VND, overridden as needed. */
export const workingOrder = (over: Partial<OrderRow> = {}): OrderRow => ({
  book: 'stock',
  subAccount: 'normal',
  accountNo: '0001',
  orderId: '1',
  symbol: 'HPG',
  side: 'B',
  price: 25_000,
  quantity: 1_000,
  matched: 0,
  remaining: 1_000,
  state: 'working',
  rawStatus: '2',
  cancellable: true,
  time: '10:00:00',
  ...over,
})
