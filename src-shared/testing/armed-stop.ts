import type { Stop } from '../bridge/contract'

/** An armed stop-loss on 1,000 FPT (limit 92.00 at or below 92.50): the stops tests' starting row. */
export const armedStop: Stop = {
  id: 'stop-1',
  profileId: 'demo',
  symbol: 'FPT',
  trigger: { direction: 'at-or-below', price: 92_500 },
  order: { side: 'SELL', quantity: 1_000, kind: 'limit', price: 92_000 },
  intentId: 'tk-00000001',
  confirmed: false,
  note: '',
  role: 'stop',
  ocoWith: null,
  state: 'armed',
  cancelledBy: null,
  askReason: null,
  createdAt: 1,
  modifiedAt: null,
  triggerPrice: null,
  triggeredAt: null,
  sendingAt: null,
  outcome: null,
  error: null,
  updatedAt: 1,
}
