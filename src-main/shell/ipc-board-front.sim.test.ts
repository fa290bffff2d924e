import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BoardEvent, BoardFeedSource } from '../../src-shared/bridge/contract'
import { boardHandlers } from '../core/board/board-handlers'
import { FeedRegistry } from '../core/board/feed-registry'
import { createMarketService, type MarketService } from '../core/board/market-service'
import { createPartialRouter } from '../core/bridge/router'
import { createHttpClient } from '../core/http/http-client'
import { ManualClock } from '../core/testing/manual-clock'
import { control, demoKit, startFrozenNow } from '../core/testing/sim-test-kit'
import { electronFake, frame, type FakeBrowserWindow } from './testing/electron-fake'
import { advanceUntil } from '../core/testing/advance-until'

vi.mock('electron', async () => (await import('./testing/electron-fake')).electronModule)

const { exposeRouterOverIpc } = await import('./ipc-bridge')
const { openAppWindow } = await import('./app-window')

/**
 * The rows on screen first in the Electron shell: a window's `board.viewRows` call and its
 * `board.deltas` stream reach the core under the same client id (its web contents), so its front
 * delta is sent to it over IPC ahead of the full delta, and to no other window. The Electron binary
 * is the fake (src-main/shell/testing); the core's feeds poll the simulator over real HTTP, its
 * market frozen so only the control API moves a price, on a ManualClock the test moves.
 */
type Delta = Extract<BoardEvent, { type: 'delta' }>

const vn30: BoardFeedSource = { kind: 'basket', code: 2 }
const home = 'app://workstation/index.html'
let sim: Awaited<ReturnType<typeof startFrozenNow>>
let market: MarketService
const clock = new ManualClock(Date.now())

beforeAll(async () => {
  sim = await startFrozenNow(43)
  const kit = await demoKit(sim)
  const http = createHttpClient({ baseUrl: sim.url, clock })
  market = createMarketService(http, { authorization: () => kit.tokens.bearer('query') })
  const feeds = new FeedRegistry((source) => ({ source, fetchBoard: (s) => market.tickerCommons(s), clock }))
  const board = boardHandlers(feeds)
  exposeRouterOverIpc(createPartialRouter(board.calls, board.streams))
  return async () => {
    feeds.stopAll()
    kit.tokens.stop()
    await sim.close()
  }
})

const sender = (win: FakeBrowserWindow) => ({ sender: win.webContents, senderFrame: frame(home) })

/** The board events a window was sent under a subscription id, in order. */
const eventsOf = (win: FakeBrowserWindow, id: number): BoardEvent[] =>
  (win.webContents.send.mock.calls as unknown[][]).flatMap(([channel, sub, payload]) =>
    channel === 'bridge:event' && sub === id ? [payload as BoardEvent] : [],
  )
const deltasOf = (win: FakeBrowserWindow, id: number): Delta[] =>
  eventsOf(win, id).filter((e): e is Delta => e.type === 'delta')

const until = (done: () => boolean) => advanceUntil(clock, done)

describe('front deltas over Electron IPC', () => {
  it('reach the window that told its rows, first, and no other window', async () => {
    const a = openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
    const b = openAppWindow({ query: '' }) as unknown as FakeBrowserWindow
    electronFake.ipcMain.emit('bridge:sub:board.deltas', sender(a), 1, vn30)
    electronFake.ipcMain.emit('bridge:sub:board.deltas', sender(b), 1, vn30)
    await until(() => [a, b].every((w) => eventsOf(w, 1).some((e) => e.type === 'snapshot')))

    const records = (await market.tickerCommons(vn30)).data
    const [r1, r2] = [...records].sort((x, y) => x.symbol.localeCompare(y.symbol))
    if (r1 === undefined || r2 === undefined) throw new Error('VN30 has no rows')
    const answer = await electronFake.ipcMain.invoke('bridge:call:board.viewRows', sender(a), {
      source: vn30,
      symbols: [r1.symbol],
    })
    expect(answer).toEqual({ ok: true, value: {} })
    for (const r of [r1, r2]) {
      const price = r.matchPrice === r.ceilPrice ? r.floorPrice : r.ceilPrice
      await control(sim, '/price', { symbol: r.symbol, price })
    }
    await until(() => deltasOf(a, 1).length >= 2 && deltasOf(b, 1).length >= 1)

    const [front, full] = deltasOf(a, 1)
    expect(front?.front).toBe(true)
    expect(front?.changes.map((c) => c.symbol)).toEqual([r1.symbol])
    // The full delta is the one object every window is sent.
    expect(deltasOf(b, 1)).toEqual([full])
    expect(deltasOf(b, 1)[0]).toBe(full)
    expect(full?.changes.map((c) => c.symbol).sort()).toEqual([r1.symbol, r2.symbol].sort())
  }, 60_000)
})
