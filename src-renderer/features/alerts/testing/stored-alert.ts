import type { Alert } from '../../../../src-shared/bridge/contract'

/** An alert as the core keeps it: FPT crossing above 100.00, once, not paused; `over` changes it. */
export const storedAlert = (over: Partial<Alert> = {}): Alert => ({
  id: 'a-1',
  target: { kind: 'symbol', symbol: 'FPT' },
  condition: { kind: 'crosses', direction: 'above', price: 100_000 },
  repeat: 'once',
  cooldownSec: 300,
  paused: false,
  note: '',
  firedAt: null,
  ...over,
})
