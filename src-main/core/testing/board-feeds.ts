import type { BoardEvent, BoardFeedSource, FeedStatus } from '../../../src-shared/bridge/contract'
import type { BoardBudget, FeedRegistry } from '../board/feed-registry'
import type { RateBudget } from '../http/rate-budget'

/** What the key's rate budget tells the feeds, as create-core wires it. */
export function boardBudgetOf(budget: RateBudget): BoardBudget {
  return {
    sharePerMinute: () => budget.boardShare(),
    accountPerMinute: () => budget.accountPerMinute(),
    pausedUntil: () => budget.state().pausedUntil,
    quotaSpent: () => budget.boardQuotaSpent(),
  }
}

/**
 * The polls of one feed as a board sees them. A good poll shows as a status only when the board did
 * not change (or the state or cadence did); a poll that brought new prices shows as a snapshot or
 * delta stamped with the poll's time. So the polls are counted from both, or the figures would
 * depend on the hour: in a trading session every poll brings new prices, outside it none does.
 */
export function watchPolls(
  feeds: FeedRegistry,
  source: BoardFeedSource,
  demandMs: number,
  /** The core's clock: each status is stamped with the time it came, in `statusTimes`. */
  now?: () => number,
) {
  const polls: number[] = []
  const statuses: FeedStatus[] = []
  const statusTimes: number[] = []
  const polled = (at: number | null) => {
    if (at !== null && at !== polls.at(-1)) polls.push(at)
  }
  const stop = feeds.subscribe(
    source,
    (e: BoardEvent) => {
      if (e.type === 'status') {
        statuses.push(e.status)
        if (now !== undefined) statusTimes.push(now())
        if (e.status.state === 'live') polled(e.status.lastOkAt)
      } else polled(e.at)
    },
    () => demandMs,
  )
  /** The gaps between the polls made from `from` on. */
  const gapsFrom = (from: number) => {
    const after = polls.filter((t) => t >= from)
    return after.slice(1).map((t, i) => t - after[i]!)
  }
  return { polls, statuses, statusTimes, stop, gapsFrom }
}
