import type { CancelResult, OrderBookKind, OrderRow } from '../../../../src-shared/bridge/contract'
import type { Bearer } from '../../account/require-accounts'
import type { Clock } from '../../clock/clock'
import type { HttpClient } from '../../http/http-client'
import type { TradingAccounts } from '../../profiles/profile'
import type { OrderBookFeed } from '../books/order-book-feed'
import type { CancelReconciler } from '../outcomes/cancel-reconciler'
import type { CancelActivityTracker } from './cancel-activity'
import type { CancelGuard } from './cancel-guard'

/** What every kind of cancel shares inside one order service. */
export interface CancelContext {
  http: HttpClient
  bearer: Bearer
  accounts: TradingAccounts | null
  /** Each order's cancel goes out once, whichever window asks. */
  guard: CancelGuard<CancelResult>
  activity: CancelActivityTracker
  feed: OrderBookFeed
  reconciler: CancelReconciler
  /** Reads one order book (the blotter's reads, which also settle unknown outcomes). */
  readOne: (book: OrderBookKind) => Promise<OrderRow[]>
  /** When the order book is read after a cancel got no answer (ms after the failure, in turn). */
  recheckDelaysMs?: number[]
  clock: Clock
}
