import { TokenManager, type ApiCredentials } from '../auth/token-manager'
import { createRouter, type CallHandlers, type Router, type StreamHandlers } from '../bridge/router'
import { FeedRegistry } from '../board/feed-registry'
import { appHandlers } from './app-handlers'
import { authHandlers } from '../auth/auth-handlers'
import { boardHandlers } from '../board/board-handlers'
import { ViewRows } from '../board/view-rows'
import { chartHandlers } from '../chart/chart-handlers'
import { createEventsArea } from '../events/events-handlers'
import { createTradingAreas } from './trading-areas'
import { createHttpClient } from '../http/http-client'
import { BrokerHealth } from '../http/broker-health'
import { createQuoteHistoryService } from '../chart/quote-history-service'
import { RateBudget } from '../http/rate-budget'
import { BrokerClock } from '../clock/broker-clock'
import { createSessionSource } from '../market-status/session-source'
import { systemClock, type Clock } from '../clock/clock'
import { knownSecrets } from '../logging/known-secrets'
import { silentLogger, type Logger } from '../logging/logger'
import { tierQuotas } from '../http/tier-quotas'
import type { Profile, TradingAccounts } from '../profiles/profile'
import type { BrokerEvent } from '../../../src-shared/bridge/contract'
import type { SettingsStore } from '../settings/settings-store'
import { createMarketDataService } from '../index-bar/market-data-service'
import { createMarketService } from '../board/market-service'
import { createWorkspaceArea, type WorkspaceArea } from '../workspace/workspace-area'
import { memorySessionStore, type SessionStore } from '../auth/session-store'
import { createGroupEArea } from './group-e-area'
import { researchHandlers } from '../research/research-handlers'
import { createResearchService } from '../research/research-service'
import { ResearchCache } from '../research/research-cache'
import { savedScreenHandlers } from '../research/saved-screens'
import { OrderGuards } from '../orders/guards/order-guards'
import { OrderCounters } from '../orders/guards/order-counters'
import { fileFollowedStore } from '../orders/outcomes/followed-store'
import { noPersonCheck, type PersonCheck } from '../orders/guards/person-check'
import { guardedHandlers } from '../orders/guards/guarded-handlers'
import { AlertService } from '../alerts/alert-service'
import { alertHandlers } from '../alerts/alert-handlers'
import { randomUUID } from 'node:crypto'
import { StopService } from '../stops/stop-service'
import { stopHandlers } from '../stops/stop-handlers'
import { stopOrdersLink } from '../stops/stop-orders-link'
import { firstBoardSource, warmFirstBoard } from './first-board'

export interface CoreOptions {
  shell: 'electron' | 'web'
  version: string
  profile: Profile
  credentials: () => Promise<ApiCredentials | null>
  /** Account numbers of the active profile; null until a live profile has them set. */
  accounts: TradingAccounts | null
  simulatorUrl: string | null
  settings: SettingsStore
  /** Told to the user through app.info (e.g. settings reset after a corrupted file). */
  notices: { kind: string; message: string }[]
  /** Areas the host owns across profile switches (profiles, app events). */
  host: {
    calls: Pick<
      CallHandlers,
      | 'profiles.list'
      | 'profiles.save'
      | 'profiles.remove'
      | 'profiles.activate'
      | 'profiles.testConnection'
      | 'app.resetDemo'
      | 'app.about'
      | 'app.problemReport'
      | 'app.openLogsFolder'
      | 'app.holdUpdates'
      | 'app.exportWorkspace'
      | 'app.importWorkspace'
    >
    streams: Pick<StreamHandlers, 'app.events' | 'app.menuCommands'>
  }
  /** Board poll interval while healthy (tests shorten it). */
  boardCadenceMs?: number
  logger?: Logger
  /** Where group E's second-factor session is kept (the vault for a live profile); memory by default. */
  secondFactorStore?: SessionStore
  /** The one clock of the core (see core/clock); this machine's unless a test drives it. */
  clock?: Clock
  /**
   * The order guards' state kept across profile switches (what was sent this minute and today) and
   * the channel to the person; by default fresh counters and no channel (nothing can be loosened).
   */
  guards?: { person: PersonCheck; counters: OrderCounters }
  /** How often price alerts' own feeds ask to poll (tests and the bench shorten it). */
  alertCadenceMs?: number
  /** The app's stop orders: how often their feed asks to poll, and the gap that counts as a sleep. */
  stops?: { cadenceMs?: number; gapMs?: number; secondFactorWaitMs?: number }
  /** Where unknown order outcomes are kept across a restart (see orders/outcomes/followed-store.ts). */
  followedFile?: string
}

export interface Core {
  router: Router
  tokens: TokenManager
  budget: RateBudget
  /** The shared "the broker answers again" signal (see http/broker-health.ts). */
  health: BrokerHealth
  /** The broker's clock, from its answers: whose Vietnam date is the guards' "today". */
  brokerNow(): number
  /** Board windows, watchlists, UI preferences; the Electron shell hands it its window opener. */
  workspace: Pick<WorkspaceArea, 'setWindowHost'>
  close(): void
}

/**
 * Builds the services, feeds and the bridge router that both shells expose. One rate budget per API
 * key: every client below shares it, so board polling, account queries and cancels draw from the
 * same quota in priority order.
 */
/**
 * Paced reads that may leave back to back after a quiet spell. A symbol-detail window opened by the
 * user needs about 17 reads (quote, book, profile, flows, statements, ratios, insiders, reports,
 * investor types, events, candles); at the default of 3, pacing spread them over ~3 s on a Pro key.
 * The user reserve is untouched (cancels never wait), and the sliding window still caps the minute.
 */
const readBurst = 20

export function createCore(options: CoreOptions): Core {
  const log = (options.logger ?? silentLogger).child({ profile: options.profile.id })
  const machine = options.clock ?? systemClock
  const budget = new RateBudget({
    quotaPerMinute: tierQuotas[options.profile.tier],
    burst: readBurst,
    clock: machine,
  })
  const onLongTermLimit = (retryAt: number) =>
    log.warn('rate limit: the broker keeps refusing this key', { until: new Date(retryAt).toISOString() })
  // One broker, one clock, read from the broker's own addresses only: a jump its services agree on
  // expires tokens at once; one odd Date header moves nothing (see core/clock/broker-clock.ts).
  const brokerClock = new BrokerClock({
    clock: machine,
    brokerUrls: [options.profile.authUrl, options.profile.baseUrl, options.profile.apiUrl],
  })
  const credentials = async () => {
    const creds = await options.credentials()
    knownSecrets.add(creds?.apiKey, creds?.apiSecret)
    return creds
  }
  const onUnauthorized = (authorization: string, replace: boolean): Promise<string | undefined> =>
    tokens.unauthorized(authorization, replace)
  const health = new BrokerHealth({ clock: machine })
  const client = (baseUrl: string) =>
    createHttpClient({
      baseUrl,
      budget,
      onLongTermLimit,
      brokerClock,
      clock: machine,
      onUnauthorized,
      health,
    })
  const authHttp = client(options.profile.authUrl)
  const tokens = new TokenManager({ http: authHttp, credentials, clock: machine })
  let lastLogged: string | null = null
  tokens.onChange((status) => {
    const code = status.lastError?.code ?? null
    if (code !== null && code !== lastLogged) log.warn('token', { kind: status.lastError?.kind, code })
    lastLogged = code
  })
  const http = client(options.profile.baseUrl)
  const market = createMarketService(http, {
    authorization: async () => tokens.currentBearer(),
  })
  const feeds = new FeedRegistry(
    (source) => ({
      source,
      fetchBoard: (s, priority) => market.tickerCommons(s, priority),
      clock: machine,
      ...(options.boardCadenceMs === undefined ? {} : { cadenceMs: options.boardCadenceMs }),
    }),
    () => http.clock.serverNow(),
    {
      sharePerMinute: () => budget.boardShare(),
      accountPerMinute: () => budget.accountPerMinute(),
      pausedUntil: () => budget.state().pausedUntil,
      quotaSpent: () => budget.boardQuotaSpent(),
    },
  )

  // Group E (`{api_url}`) at tier 1: the API key alone, in X-SVC-APIKEY; it never leaves the core.
  const api = client(options.profile.apiUrl)
  const apiKeyHeader = async (): Promise<Record<string, string> | null> => {
    const key = (await credentials())?.apiKey
    return key === undefined ? null : { 'X-SVC-APIKEY': key }
  }
  const marketData = createMarketDataService({ api, apiKeyHeader })
  // One session per exchange for the header, the ticket and the boards, on the broker's clock.
  const sessions = createSessionSource({
    simulatorUrl: options.simulatorUrl,
    brokerNow: () => brokerClock.serverNow(),
  })

  const workspace = createWorkspaceArea({
    settings: options.settings,
    feeds,
    budget,
    profileKind: options.profile.kind,
    simulatorUrl: options.simulatorUrl,
    sessions,
    indexRealtime: (codes) => marketData.indexRealtime(codes),
    clock: machine,
  })
  const board = boardHandlers(feeds, workspace.demandOf, new ViewRows(machine))
  // The first board's first poll goes out now, not when the window has loaded and asks for it.
  const firstBoard = warmFirstBoard(feeds, firstBoardSource(options.settings), machine)
  // Alerts and stops watch their symbols in one ticker list between them: one request a poll.
  // Late-bound: the stops are built after the guards, below, and the alerts ask at once.
  const late: { stops?: StopService } = {}
  const alertService = new AlertService({
    settings: options.settings,
    feeds,
    clock: machine,
    brokerNow: () => brokerClock.serverNow(),
    sharedSymbols: () => late.stops?.symbols() ?? [],
    onSymbolsChanged: () => late.stops?.refresh(),
    ...(options.alertCadenceMs === undefined ? {} : { demandMs: options.alertCadenceMs }),
  })
  const alerts = alertHandlers(alertService)
  const auth = authHandlers(tokens)
  const quote = async (symbol: string) =>
    (await market.tickerCommons({ kind: 'tickers', symbols: [symbol] })).data.find((t) => t.symbol === symbol)
  const groupE = createGroupEArea({
    api,
    clock: machine,
    credentials: options.credentials,
    settings: options.settings,
    sessionStore: options.secondFactorStore ?? memorySessionStore(),
    apiKeyHeader,
    sessionOf: (exchange) => sessions.phaseOf(exchange),
    quote: (symbol) => quote(symbol),
    // The order shows in an open blotter as soon as the broker answered, not at the next poll.
    onOrderSent: (orderId) => trading.orders.svcChanged(orderId),
    // The follower of lost answers reads through the blotter's feed: one read for every caller.
    readBookThroughFeed: () => trading.orders.feed.refresh('svc'),
    ...(options.followedFile === undefined
      ? {}
      : {
          followed: {
            file: options.followedFile,
            // The demo's simulator takes a new port at every start; its world is kept all the same.
            broker: options.profile.kind === 'demo' ? 'demo' : options.profile.apiUrl,
          },
        }),
  })
  const trading = createTradingAreas({
    http,
    tokens,
    budget,
    ...options,
    svcOrders: { readBook: () => groupE.readBook(), cancel: (id) => groupE.orders.cancel(id) },
    // The books stay watched, no blotter open, while a place or change has an unknown outcome.
    watchOrders: () => groupE.orders.follower.unknown().length > 0,
    clock: machine,
    // Group A's unknown cancels outlive a restart too, in the same file (their own kind and address).
    ...(options.followedFile === undefined
      ? {}
      : {
          followedCancels: fileFollowedStore({
            file: options.followedFile,
            broker: options.profile.kind === 'demo' ? 'demo' : options.profile.baseUrl,
            now: () => machine.now(),
          }),
        }),
    brokerNow: () => brokerClock.serverNow(),
  })
  // Every place and modify passes the guards before the order client sees it (docs/trading.md).
  const guards = new OrderGuards({
    settings: options.settings,
    setUi: (patch) => workspace.workspace.setUi(patch),
    counters: options.guards?.counters ?? new OrderCounters(machine),
    person: options.guards?.person ?? noPersonCheck,
    profileId: options.profile.id,
    ceilingOf: async (symbol) => (await quote(symbol).catch(() => undefined))?.ceilPrice ?? null,
    clock: machine,
    // The same ticket after a restart gets its followed outcome from the order client: sent once, counted once.
    answersWithoutSending: (intentId) => groupE.orders.follower.current('place', intentId) !== undefined,
  })
  const guarded = guardedHandlers(guards, groupE.calls, workspace.handlers.calls['workspace.setUi'])
  // Stop orders held by the app: their one order goes through the guarded place path above.
  const stopService = new StopService({
    settings: options.settings,
    feeds,
    clock: machine,
    brokerNow: () => brokerClock.serverNow(),
    profileId: options.profile.id,
    exchangeOf: (symbol) => groupE.exchangeOf(symbol),
    confirmationWanted: (symbol, order) =>
      guards.wantsPageConfirmation({ symbol, quantity: order.quantity, price: order.price }),
    ...stopOrdersLink({
      shell: options.shell,
      guardedPlace: guarded.calls['orders.place'],
      ticketContext: groupE.calls['orders.ticketContext'],
      session: groupE.session,
      orders: groupE.orders,
    }),
    log: log.child({ area: 'stops' }),
    newId: () => `stop-${randomUUID()}`,
    sharedSymbols: () => alertService.symbols(),
    onSymbolsChanged: () => alertService.refresh(),
    ...(options.stops?.cadenceMs === undefined ? {} : { demandMs: options.stops.cadenceMs }),
    ...(options.stops?.gapMs === undefined ? {} : { gapMs: options.stops.gapMs }),
    ...(options.stops?.secondFactorWaitMs === undefined
      ? {}
      : { secondFactorWaitMs: options.stops.secondFactorWaitMs }),
  })
  late.stops = stopService
  // Its own symbols were not in the alerts' list while it was being built.
  alertService.refresh()
  const stops = stopHandlers(stopService)
  // One cache of research answers for every window of this profile, emptied when the profile goes.
  const researchCache = new ResearchCache(options.profile.id, machine)
  const events = createEventsArea({
    profile: options.profile,
    budget,
    http,
    tokens,
    clock: machine,
    cache: researchCache,
  })
  const quoteHistory = createQuoteHistoryService({ api, apiKeyHeader, clock: machine })
  const research = createResearchService({ api, apiKeyHeader, clock: machine, cache: researchCache })
  // An order the book proved placed after a lost answer is watched like one the ticket placed.
  const stopFollowing = groupE.orders.outcomes((f) => {
    if (f.phase === 'settled' && f.outcome.orderId !== null) trading.orders.svcChanged(f.outcome.orderId)
  })
  // Every poller that backs off while the broker is down polls again as soon as it answers.
  const brokerListeners = new Set<(event: BrokerEvent) => void>()
  const stopWaking = health.onRecovered(() => {
    log.info('broker answers again: waking the pollers')
    // The index bar first: its one exchange request then goes out ahead of the basket polls.
    workspace.wake()
    feeds.wakeAll()
    trading.orders.wake()
    for (const listener of brokerListeners) listener({ type: 'recovered', at: machine.now() })
  })
  const router = createRouter(
    {
      ...appHandlers(options),
      ...board.calls,
      ...auth.calls,
      ...options.host.calls,
      ...workspace.handlers.calls,
      ...trading.calls,
      ...events.calls,
      ...chartHandlers(quoteHistory, options.settings),
      ...groupE.calls,
      ...researchHandlers(research),
      ...savedScreenHandlers(options.settings),
      ...guarded.calls,
      ...alerts.calls,
      ...stops.calls,
    },
    {
      'board.deltas': firstBoard.wrap(board.streams['board.deltas']),
      ...auth.streams,
      ...options.host.streams,
      ...workspace.handlers.streams,
      ...trading.streams,
      ...groupE.streams,
      ...guarded.streams,
      ...alerts.streams,
      ...stops.streams,
      'app.broker': (_params, emit) => {
        brokerListeners.add(emit)
        return () => brokerListeners.delete(emit)
      },
    },
  )

  void tokens.start()

  return {
    router,
    tokens,
    budget,
    health,
    brokerNow: () => brokerClock.serverNow(),
    workspace,
    close: () => {
      stopWaking()
      brokerListeners.clear()
      alertService.close()
      firstBoard.stop()
      stopService.close()
      workspace.close()
      trading.close()
      stopFollowing()
      groupE.orders.stop()
      feeds.stopAll()
      tokens.stop()
      researchCache.clear()
    },
  }
}
