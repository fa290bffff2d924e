import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Alert, AlertEvent, TickerRow } from '../../../src-shared/bridge/contract'
import type { Simulator } from '../../../src-sim/server'
import { FeedRegistry } from '../board/feed-registry'
import { createMarketService, type MarketService } from '../board/market-service'
import { createHttpClient } from '../http/http-client'
import { createSettingsStore, type SettingsStore } from '../settings/settings-store'
import { ManualClock } from '../testing/manual-clock'
import { control, demoKit, startFrozenNow } from '../testing/sim-test-kit'
import { AlertService } from './alert-service'
import { advanceUntil } from '../testing/advance-until'

/**
 * Price alerts on real board feeds against the simulator over real sockets, its market frozen so
 * only the control API moves a price (`POST /__sim/price`); the feeds' and alerts' time is a
 * ManualClock the test moves, the settings a real file in a temp folder.
 */
const symbol = 'FPT'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

async function setup() {
  const sim: Simulator = await startFrozenNow(22)
  cleanups.push(() => sim.close())
  const kit = await demoKit(sim)
  cleanups.push(() => kit.tokens.stop())
  const clock = new ManualClock(Date.now())
  const http = createHttpClient({ baseUrl: sim.url, clock })
  const market: MarketService = createMarketService(http, { authorization: () => kit.tokens.bearer('query') })
  const feeds = new FeedRegistry((source) => ({ source, fetchBoard: (s) => market.tickerCommons(s), clock }))
  cleanups.push(() => feeds.stopAll())
  const dir = mkdtempSync(join(tmpdir(), 'alerts-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const openSettings = (): SettingsStore => createSettingsStore({ cwd: dir, onNotice: () => undefined })
  const settings = openSettings()
  const start = () => {
    const service = new AlertService({
      settings,
      feeds,
      clock,
      brokerNow: () => clock.now() + 5_000,
      demandMs: 1_000,
    })
    cleanups.push(() => service.close())
    const events: AlertEvent[] = []
    service.subscribe((e) => events.push(e))
    return { service, events }
  }
  const row = async (): Promise<TickerRow> => {
    const board = await market.tickerCommons({ kind: 'tickers', symbols: [symbol] })
    const found = board.data.find((t) => t.symbol === symbol)
    if (!found) throw new Error(`${symbol} not on the board`)
    return { ...found, room: found.room ?? null }
  }
  const print = (price: number) => control(sim, '/price', { symbol, price })
  /** Moves the manual clock a poll at a time until `done` holds (the polls' answers come over real sockets). */
  const until = (done: () => boolean) => advanceUntil(clock, done)
  // The test's own listener on the alerts' feed (the registry shares it): which price a poll saw.
  let seenPrice = 0
  const seen = (price: number) => until(() => seenPrice === price)
  const watchFeed = () =>
    cleanups.push(
      feeds.subscribe({ kind: 'tickers', symbols: [symbol] }, (event) => {
        if (event.type === 'snapshot')
          seenPrice = event.rows.find((r) => r.symbol === symbol)?.matchPrice ?? 0
        if (event.type === 'delta')
          seenPrice = event.changes.find((c) => c.symbol === symbol)?.fields.matchPrice ?? seenPrice
      }),
    )
  return { sim, clock, settings, openSettings, start, row, print, until, seen, watchFeed }
}

const fired = (events: AlertEvent[]) => events.filter((e) => e.type === 'fired')

describe('price alerts on the board feeds', () => {
  it('fires once when the last price crosses above its level, keeps it in the history on the broker clock, and stays done after a restart', async () => {
    const t = await setup()
    const { ceilPrice, floorPrice, refPrice } = await t.row()
    await t.print(floorPrice)
    const level = refPrice
    const alert: Alert = {
      id: 'fpt-up',
      target: { kind: 'symbol', symbol },
      condition: { kind: 'crosses', direction: 'above', price: level },
      repeat: 'once',
      cooldownSec: 0,
      paused: false,
      note: '',
      firedAt: null,
    }
    const first = t.start()
    first.service.save(alert)
    await t.until(() => first.service.overview().states[0]?.state === 'armed')
    expect(fired(first.events)).toHaveLength(0)

    await t.print(ceilPrice)
    await t.until(() => fired(first.events).length > 0)
    const [event] = fired(first.events)
    expect(event?.type === 'fired' && event.firing).toMatchObject({
      alertId: 'fpt-up',
      symbol,
      value: ceilPrice,
    })
    const firedAt = event?.type === 'fired' ? event.firing.at : 0
    // The broker's clock, not this machine's.
    expect(firedAt - t.clock.now()).toBeGreaterThan(4_000)

    // Down and up again, seen by a poll: a `once` alert is done.
    t.watchFeed()
    await t.print(floorPrice)
    await t.seen(floorPrice)
    await t.print(ceilPrice)
    await t.seen(ceilPrice)
    expect(fired(first.events)).toHaveLength(1)
    expect(first.service.overview().states[0]?.state).toBe('done')
    first.service.close()

    const reopened = t.openSettings().getAlerts()
    expect(reopened.history.map((h) => h.alertId)).toEqual(['fpt-up'])
    expect(reopened.list[0]?.firedAt).toBe(firedAt)
  })

  it('every time: fires on each crossing after its cool-down, not within it, and follows a dragged chart level', async () => {
    const t = await setup()
    const { ceilPrice, floorPrice, refPrice } = await t.row()
    t.settings.saveDrawings({ symbol, drawings: [{ kind: 'level', id: 'line1', price: refPrice }] })
    await t.print(ceilPrice)
    const { service, events } = t.start()
    service.save({
      id: 'fpt-down',
      target: { kind: 'symbol', symbol },
      condition: { kind: 'crosses', direction: 'below', price: ceilPrice, levelId: 'line1' },
      repeat: 'every',
      cooldownSec: 60,
      paused: false,
      note: '',
      firedAt: null,
    })
    await t.until(() => service.overview().states[0]?.state === 'armed')
    // At the ceiling, above the line at the reference: crossing below it fires (the level followed, not `price`).
    await t.print(floorPrice)
    await t.until(() => fired(events).length === 1)
    // Back up and down within the cool-down: quiet.
    t.watchFeed()
    await t.print(ceilPrice)
    await t.seen(ceilPrice)
    await t.print(floorPrice)
    await t.seen(floorPrice)
    expect(fired(events)).toHaveLength(1)
    expect(service.overview().states[0]?.state).toBe('cooling')
    // After it, the next crossing fires again.
    await t.clock.advance(60_000)
    await t.print(ceilPrice)
    await t.seen(ceilPrice)
    await t.print(floorPrice)
    await t.until(() => fired(events).length === 2)
    expect(t.settings.getAlerts().history).toHaveLength(2)
  })

  it('a watchlist alert fires for any member at its ceiling, a member added later included', async () => {
    const t = await setup()
    const { ceilPrice, floorPrice } = await t.row()
    await t.print(floorPrice)
    t.settings.saveWatchlist({ id: 'w1', name: 'Mine', symbols: ['VNM'] })
    const { service, events } = t.start()
    service.save({
      id: 'w1-ceiling',
      target: { kind: 'watchlist', id: 'w1' },
      condition: { kind: 'limit', side: 'ceiling' },
      repeat: 'every',
      cooldownSec: 0,
      paused: false,
      note: '',
      firedAt: null,
    })
    await t.until(() => service.overview().states[0]?.state === 'armed')
    t.settings.saveWatchlist({ id: 'w1', name: 'Mine', symbols: ['VNM', symbol] })
    await t.until(() => Object.keys(service.overview().feeds.cadences).some((k) => k.includes(symbol)))
    await t.print(ceilPrice)
    await t.until(() => fired(events).some((e) => e.firing.symbol === symbol))
  })

  it('says so when its data goes stale instead of staying quiet', async () => {
    const t = await setup()
    const { service, events } = t.start()
    service.save({
      id: 'fpt-ceiling',
      target: { kind: 'symbol', symbol },
      condition: { kind: 'limit', side: 'ceiling' },
      repeat: 'once',
      cooldownSec: 0,
      paused: false,
      note: '',
      firedAt: null,
    })
    await t.until(() => service.overview().states[0]?.state !== 'waiting')
    await control(t.sim, '/faults', { errorRate: 1 })
    await t.until(() => events.some((e) => e.type === 'stale'))
    const stale = events.find((e) => e.type === 'stale')
    expect(stale?.type === 'stale' && stale.alertIds).toEqual(['fpt-ceiling'])
    expect(service.overview().states[0]?.state).toBe('stale')
    await control(t.sim, '/faults', undefined, 'DELETE')
    await t.until(() => service.overview().states[0]?.state === 'armed')
  })
})
