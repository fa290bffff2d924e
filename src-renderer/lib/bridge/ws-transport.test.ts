import { describe, expect, it } from 'vitest'
import type { BoardEvent } from '../../../src-shared/bridge/contract'
import type { BridgeError } from '../../../src-shared/bridge/errors'
import {
  bridgeUrl,
  createWsTransport,
  type SessionProbe,
  type SocketFactory,
  type SocketHandlers,
  type WsTransportOptions,
} from './ws-transport'

/** A controllable clock, timer queue and socket factory: the transport without a server. */
function harness(extra: Partial<WsTransportOptions> = {}) {
  let now = 1_000_000
  const timers: { at: number; fn: () => void; cancelled: boolean }[] = []
  const sockets: { handlers: SocketHandlers; sent: unknown[]; closed: boolean }[] = []
  const openSocket: SocketFactory = (_url, handlers) => {
    const socket = { handlers, sent: [] as unknown[], closed: false }
    sockets.push(socket)
    return {
      send: (data) => socket.sent.push(JSON.parse(data)),
      close: () => {
        socket.closed = true
      },
    }
  }
  const transport = createWsTransport({
    url: 'ws://x/bridge',
    openSocket,
    random: () => 0,
    now: () => now,
    callTimeoutMs: 30_000,
    schedule: (fn, ms) => {
      const timer = { at: now + ms, fn, cancelled: false }
      timers.push(timer)
      return () => {
        timer.cancelled = true
      }
    },
    log: () => undefined,
    ...extra,
  })
  const advance = (ms: number) => {
    now += ms
    for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
      timer.cancelled = true
      timer.fn()
    }
  }
  const last = () => sockets[sockets.length - 1]!
  const receive = (message: unknown) => last().handlers.onMessage(JSON.stringify(message))
  return { transport, sockets, last, receive, advance }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

const appInfo = {
  version: '0.1.0',
  shell: 'web',
  profile: { id: 'demo', name: 'Demo', kind: 'demo' },
  simulatorUrl: null,
  notices: [],
}

describe('createWsTransport', () => {
  it('queues calls until the socket opens, then answers them', async () => {
    const h = harness()
    expect(h.transport.connection.get().phase).toBe('connecting')
    const answer = h.transport.call('app.info', {})
    expect(h.last().sent).toEqual([])
    h.last().handlers.onOpen()
    expect(h.transport.connection.get().phase).toBe('open')
    expect(h.last().sent).toEqual([{ t: 'call', id: 1, name: 'app.info', input: {} }])
    h.receive({ t: 'result', id: 1, result: { ok: true, value: appInfo } })
    expect(await answer).toEqual({ ok: true, value: appInfo })
  })

  it('passes a bridge error through and rejects an answer that breaks the contract', async () => {
    const h = harness()
    h.last().handlers.onOpen()
    const refused = h.transport.call('app.info', {})
    const malformed = h.transport.call('app.info', {})
    const error: BridgeError = { kind: 'auth', code: 'no', message: 'denied' }
    h.receive({ t: 'result', id: 1, result: { ok: false, error } })
    h.receive({ t: 'result', id: 2, result: { ok: true, value: { version: 1 } } })
    expect(await refused).toEqual({ ok: false, error })
    expect(await malformed).toMatchObject({ ok: false, error: { kind: 'bad-response' } })
  })

  it('fails calls in flight with a network error when the socket drops, and never re-sends them', async () => {
    const h = harness()
    h.last().handlers.onOpen()
    const answer = h.transport.call('app.info', {})
    h.last().handlers.onClose(1006, '')
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'network', code: 'disconnected' } })
    h.advance(500)
    h.last().handlers.onOpen()
    expect(h.last().sent).toEqual([])
  })

  it('reconnects with back-off, resubscribes, and delivers the fresh snapshot', async () => {
    const h = harness()
    const events: BoardEvent['type'][] = []
    h.transport.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      { event: (e) => events.push(e.type), error: () => undefined },
    )
    h.last().handlers.onOpen()
    expect(h.last().sent).toEqual([
      { t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } },
    ])

    h.last().handlers.onClose(1006, '')
    let state = h.transport.connection.get()
    expect(state.phase).toBe('reconnecting')
    expect(state.attempt).toBe(1)
    expect(state.nextRetryAt).not.toBeNull()
    expect(h.sockets).toHaveLength(1)

    h.advance(499)
    expect(h.sockets).toHaveLength(1)
    h.advance(1)
    expect(h.sockets).toHaveLength(2)
    // A second failure before opening waits longer.
    h.last().handlers.onClose(1006, '')
    state = h.transport.connection.get()
    expect(state.attempt).toBe(2)
    h.advance(999)
    expect(h.sockets).toHaveLength(2)
    h.advance(1)
    expect(h.sockets).toHaveLength(3)

    h.last().handlers.onOpen()
    expect(h.transport.connection.get()).toMatchObject({ phase: 'open', attempt: 0, nextRetryAt: null })
    expect(h.last().sent).toEqual([
      { t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } },
    ])
    h.receive({ t: 'event', id: 1, event: { type: 'snapshot', rows: [], tradingDate: '22/11/2025', at: 1 } })
    await flush()
    expect(events).toEqual(['snapshot'])
  })

  it('reconnects at once on request instead of waiting out the back-off', () => {
    const h = harness()
    h.last().handlers.onClose(1006, '')
    expect(h.sockets).toHaveLength(1)
    expect(h.transport.connection.get()).toMatchObject({ phase: 'connecting', attempt: 1 })
    h.transport.connection.reconnectNow()
    expect(h.sockets).toHaveLength(2)
    expect(h.transport.connection.get()).toMatchObject({ phase: 'connecting', nextRetryAt: null })
  })

  it('stops a stream on `end` and on a malformed event, reporting the error once', () => {
    const h = harness()
    h.last().handlers.onOpen()
    const errors: BridgeError[] = []
    const listener = { event: () => undefined, error: (e: BridgeError) => errors.push(e) }
    h.transport.subscribe('board.deltas', { kind: 'basket', code: 2 }, listener)
    h.transport.subscribe('board.deltas', { kind: 'basket', code: 4 }, listener)
    h.receive({ t: 'end', id: 1, error: { kind: 'validation', code: 'bad-params', message: 'bad' } })
    h.receive({ t: 'event', id: 2, event: { type: 'nonsense' } })
    h.receive({ t: 'event', id: 2, event: { type: 'nonsense' } })
    expect(errors.map((e) => e.code)).toEqual(['bad-params', 'bad-event'])
    expect(h.last().sent).toContainEqual({ t: 'unsub', id: 2 })
  })

  it('unsubscribes and is not resubscribed after a reconnect', () => {
    const h = harness()
    h.last().handlers.onOpen()
    const stop = h.transport.subscribe(
      'board.deltas',
      { kind: 'basket', code: 2 },
      { event: () => undefined, error: () => undefined },
    )
    stop()
    expect(h.last().sent).toContainEqual({ t: 'unsub', id: 1 })
    h.last().handlers.onClose(1006, '')
    h.advance(1000)
    h.last().handlers.onOpen()
    expect(h.last().sent).toEqual([])
  })

  it('times out a call that cannot be sent', async () => {
    const h = harness()
    const answer = h.transport.call('app.info', {})
    h.advance(30_000)
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'network', code: 'timeout' } })
  })

  it('closes for good', async () => {
    const h = harness()
    h.last().handlers.onOpen()
    const answer = h.transport.call('app.info', {})
    h.transport.close()
    expect(await answer).toMatchObject({ ok: false, error: { kind: 'network', code: 'closed' } })
    expect(h.last().closed).toBe(true)
    expect(h.transport.connection.get().phase).toBe('closed')
    h.advance(60_000)
    expect(h.sockets).toHaveLength(1)
  })
})

describe('bridgeUrl', () => {
  it('follows the page scheme and host', () => {
    expect(bridgeUrl({ protocol: 'http:', host: '127.0.0.1:5230' })).toBe('ws://127.0.0.1:5230/bridge')
    expect(bridgeUrl({ protocol: 'https:', host: 'example.test' })).toBe('wss://example.test/bridge')
  })
})

describe('a web shell that is gone for good (issue 11 item 2)', () => {
  it('ends at once when the shell closes with 1001 (shutting down), and stops knocking', async () => {
    const h = harness()
    h.last().handlers.onOpen()
    h.last().handlers.onClose(1001, 'shell shutting down')
    expect(h.transport.connection.get()).toMatchObject({
      phase: 'ended',
      endReason: 'stopped',
      nextRetryAt: null,
    })
    const count = h.sockets.length
    h.advance(60_000)
    h.transport.connection.reconnectNow()
    expect(h.sockets.length).toBe(count)
    expect(await h.transport.call('app.info', {})).toMatchObject({ ok: false, error: { code: 'ended' } })
  })

  it('ends as restarted when the shell answers but no longer knows the session', async () => {
    const answers: SessionProbe[] = ['no-session']
    const h = harness({ probeSession: () => Promise.resolve(answers.shift() ?? 'ok') })
    h.last().handlers.onOpen()
    h.last().handlers.onClose(1006, '')
    await flush()
    expect(h.transport.connection.get()).toMatchObject({ phase: 'ended', endReason: 'restarted' })
    const count = h.sockets.length
    h.advance(60_000)
    expect(h.sockets.length).toBe(count)
  })

  it('keeps reconnecting through a blip, and ends as stopped after three refusals in a row', async () => {
    const answers: SessionProbe[] = ['unreachable', 'ok', 'unreachable', 'unreachable', 'unreachable']
    const h = harness({ probeSession: () => Promise.resolve(answers.shift() ?? 'ok') })
    h.last().handlers.onOpen()
    for (let i = 0; i < 4; i += 1) {
      h.last().handlers.onClose(1006, '')
      await flush()
      expect(h.transport.connection.get().phase).toBe('reconnecting')
      h.advance(20_000)
    }
    h.last().handlers.onClose(1006, '')
    await flush()
    expect(h.transport.connection.get()).toMatchObject({ phase: 'ended', endReason: 'stopped' })
  })
})

describe('createWsTransport: a read the page drops', () => {
  const placeIntent = {
    intentId: 'transport-cancel-0001',
    side: 'BUY',
    type: 'LO',
    symbol: 'FPT',
    quantity: 100,
    price: 100_000,
  } as const

  it('sends a cancel for a sent read when its signal aborts, and settles it as cancelled at once', async () => {
    const h = harness()
    h.last().handlers.onOpen()
    const drop = new AbortController()
    const read = h.transport.call('research.stockEvents', { symbol: 'FPT' }, { signal: drop.signal })
    expect(h.last().sent).toEqual([
      { t: 'call', id: 1, name: 'research.stockEvents', input: { symbol: 'FPT' } },
    ])
    drop.abort()
    expect(h.last().sent).toEqual([
      { t: 'call', id: 1, name: 'research.stockEvents', input: { symbol: 'FPT' } },
      { t: 'cancel', id: 1 },
    ])
    expect(await read).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    // A late answer that crossed the cancel is dropped; a second abort sends nothing more.
    h.receive({ t: 'result', id: 1, result: { ok: true, value: [] } })
    drop.abort()
    expect(h.last().sent).toHaveLength(2)
  })

  it('forgets a read not yet sent, and sends nothing for one whose signal aborted before', async () => {
    const h = harness()
    const drop = new AbortController()
    const waiting = h.transport.call('research.stockEvents', { symbol: 'FPT' }, { signal: drop.signal })
    drop.abort()
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    const gone = h.transport.call('research.stockEvents', { symbol: 'VNM' }, { signal: drop.signal })
    expect(await gone).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    h.last().handlers.onOpen()
    expect(h.last().sent).toEqual([])
  })

  it('never cancels orders.place: the signal is ignored and the answer comes', async () => {
    const h = harness()
    h.last().handlers.onOpen()
    const drop = new AbortController()
    const place = h.transport.call('orders.place', placeIntent, { signal: drop.signal })
    drop.abort()
    expect(h.last().sent).toEqual([{ t: 'call', id: 1, name: 'orders.place', input: placeIntent }])
    const outcome = {
      outcome: 'placed',
      orderId: 'o-1',
      status: null,
      code: '',
      message: '',
      retryAt: null,
      fromBook: false,
    }
    h.receive({ t: 'result', id: 1, result: { ok: true, value: outcome } })
    expect(await place).toEqual({ ok: true, value: outcome })
  })
})
