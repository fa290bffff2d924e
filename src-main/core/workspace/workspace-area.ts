import type { FeedRegistry } from '../board/feed-registry'
import { workspaceHandlers } from './workspace-handlers'
import type { RateBudget } from '../http/rate-budget'
import type { SettingsStore } from '../settings/settings-store'
import { ActivityTracker } from '../board/activity-tracker'
import { IndexBarService, type IndexRealtimeFetch } from '../index-bar/index-bar'
import { LinkBus } from './link-bus'
import { MarketStatusService } from '../market-status/market-status'
import type { SessionSource } from '../market-status/session-source'
import { WorkspaceService, type WindowHost } from './workspace-service'
import { systemClock, type Clock } from '../clock/clock'

export interface WorkspaceArea {
  handlers: ReturnType<typeof workspaceHandlers>
  /** Cadence demand of a client's board subscriptions (focused window fast, idle slow). */
  demandOf: (clientId: string) => () => number
  /** The shell that can open windows (Electron) hands its opener here; the web shell has none. */
  setWindowHost: (host: WindowHost | null) => void
  workspace: WorkspaceService
  /** The broker answers again: the index bar retries its exchange source now. */
  wake(): void
  close(): void
}

/** Everything behind the workspace area of the contract, built once per core. */
export function createWorkspaceArea(options: {
  settings: SettingsStore
  feeds: FeedRegistry
  budget: RateBudget
  profileKind: 'demo' | 'live'
  simulatorUrl: string | null
  /** The core's one source of the trading sessions (the ticket reads the same). */
  sessions?: SessionSource
  /** The exchange's index levels (group E); the index bar derives them from baskets without it. */
  indexRealtime?: IndexRealtimeFetch
  /** The core's clock. */
  clock?: Clock
}): WorkspaceArea {
  const clock = options.clock ?? systemClock
  const workspace = new WorkspaceService(options.settings)
  const activity = new ActivityTracker(() => options.feeds.retuneAll(), clock)
  const market = new MarketStatusService({
    profileKind: options.profileKind,
    simulatorUrl: options.simulatorUrl,
    budget: options.budget,
    clock,
    ...(options.sessions === undefined ? {} : { sessions: options.sessions }),
  })
  const indexBar = new IndexBarService(options.feeds, {
    clock,
    ...(options.indexRealtime === undefined ? {} : { indexRealtime: options.indexRealtime }),
  })
  const handlers = workspaceHandlers({
    workspace,
    activity,
    links: new LinkBus(),
    market,
    indexBar,
    feeds: options.feeds,
    clock,
  })
  return {
    handlers,
    demandOf: (clientId) => activity.demandOf(clientId),
    setWindowHost: (host) => workspace.setWindowHost(host),
    workspace,
    wake: () => indexBar.wake(),
    close() {
      activity.stop()
      market.stop()
      indexBar.stop()
    },
  }
}
