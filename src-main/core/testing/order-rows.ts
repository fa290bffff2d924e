import type { OrderRow } from '../../../src-shared/bridge/contract'

/** A working group E blotter row (1,000 FPT at 95,300), with the fields a test changes. */
export const svcRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  book: 'svc',
  subAccount: 'svc',
  accountNo: '105C888888.4',
  orderId: '1',
  symbol: 'FPT',
  side: 'B',
  price: 95_300,
  quantity: 1_000,
  matched: 0,
  remaining: 1_000,
  state: 'working',
  rawStatus: 'SENT',
  cancellable: true,
  time: '10:00:00',
  ...over,
})
