import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BoardEvent } from '../../src-shared/bridge/contract'
import { MAX_WIRE_MESSAGE_BYTES } from '../../src-shared/bridge/wire'
import { BridgeClient, eventually, isMessage, snapshot, startTestShell, type TestShell } from './test-harness'

let t: TestShell

beforeAll(async () => {
  t = await startTestShell()
})
afterAll(() => t.close())

const delta = (at: number): BoardEvent => ({
  type: 'delta',
  changes: [],
  added: [],
  removed: [],
  tradingDate: '01/02/2026',
  at,
})

describe('bridge calls', () => {
  it('round-trips a call with a per-socket web context', async () => {
    const a = await BridgeClient.connect(t)
    const b = await BridgeClient.connect(t)
    a.send({ t: 'call', id: 1, name: 'app.info', input: {} })
    b.send({ t: 'call', id: 1, name: 'app.info', input: {} })
    const answer = await a.next(isMessage('result', 1))
    await b.next(isMessage('result', 1))
    expect(answer.result).toEqual({
      ok: true,
      value: {
        version: '0.0.0-test',
        shell: 'web',
        profile: { id: 'demo', name: 'Demo', kind: 'demo' },
        simulatorUrl: null,
        notices: [],
      },
    })
    const [first, second] = t.contexts.slice(-2)
    expect(first?.origin).toBe('web')
    expect(first?.clientId).toMatch(/^[0-9a-f-]{36}$/)
    expect(first?.clientId).not.toBe(second?.clientId)
    await Promise.all([a.close(), b.close()])
  })

  it('answers a bad input with a typed validation error', async () => {
    const c = await BridgeClient.connect(t)
    c.send({ t: 'call', id: 7, name: 'board.baskets', input: { sneaky: true } })
    c.send({ t: 'call', id: 8, name: 'orders.placeEverything', input: {} })
    const bad = await c.next(isMessage('result', 7))
    expect(bad.result).toMatchObject({ ok: false, error: { kind: 'validation', code: 'bad-input' } })
    const unknown = await c.next(isMessage('result', 8))
    expect(unknown.result).toMatchObject({ ok: false, error: { kind: 'validation', code: 'unknown-call' } })
    c.send({ t: 'call', id: 9, name: 'board.baskets', input: {} })
    const good = await c.next(isMessage('result', 9))
    expect(good.result).toMatchObject({
      ok: true,
      value: expect.arrayContaining([{ code: 2, name: 'VN30' }]),
    })
    await c.close()
  })
})

describe('bad messages', () => {
  it('gets a protocol-error and keeps the socket usable', async () => {
    const c = await BridgeClient.connect(t)
    c.send('this is not json')
    c.send({ t: 'call', name: 'app.info' })
    c.send({ t: 'call', id: -1, name: 'app.info', input: {} })
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    for (let i = 0; i < 4; i += 1) {
      const error = await c.next(isMessage('protocol-error'))
      expect(error.error).toMatchObject({ kind: 'validation', code: 'bad-message' })
    }
    c.send({ t: 'call', id: 2, name: 'app.info', input: {} })
    expect((await c.next(isMessage('result', 2))).result).toMatchObject({ ok: true })
    await c.close()
  })

  it('closes the socket with 1008 after 20 bad messages, stopping its streams', async () => {
    const c = await BridgeClient.connect(t)
    c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    await c.next(isMessage('event', 1))
    const stoppedBefore = t.probe.stopped
    for (let i = 0; i < 19; i += 1) c.send('{')
    c.send({ t: 'call', id: 3, name: 'app.info', input: {} })
    expect((await c.next(isMessage('result', 3))).result).toMatchObject({ ok: true })
    c.send('{')
    expect((await c.closed).code).toBe(1008)
    expect(c.received.filter(isMessage('protocol-error'))).toHaveLength(20)
    await eventually(() => t.probe.stopped === stoppedBefore + 1)
  })

  it('closes the socket with 1009 when a message exceeds the wire limit', async () => {
    const c = await BridgeClient.connect(t)
    c.send({ t: 'call', id: 1, name: 'app.info', input: { pad: 'x'.repeat(MAX_WIRE_MESSAGE_BYTES) } })
    expect((await c.closed).code).toBe(1009)
  })
})

describe('bridge streams', () => {
  it('delivers events until unsub, then stops the stream', async () => {
    const c = await BridgeClient.connect(t)
    const startedBefore = t.probe.started
    const stoppedBefore = t.probe.stopped
    c.send({ t: 'sub', id: 5, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    expect((await c.next(isMessage('event', 5))).event).toEqual(snapshot(0))
    expect(t.probe.started).toBe(startedBefore + 1)

    t.probe.emitAll(delta(1))
    expect((await c.next(isMessage('event', 5))).event).toEqual(delta(1))

    c.send({ t: 'unsub', id: 5 })
    await eventually(() => t.probe.stopped === stoppedBefore + 1)
    t.probe.emitAll(delta(2))
    expect(await c.countAfterBarrier(isMessage('event', 5))).toBe(0)
    // An unknown id is ignored, not an error.
    c.send({ t: 'unsub', id: 5 })
    expect(await c.countAfterBarrier(isMessage('protocol-error'))).toBe(0)
    await c.close()
  })

  it('sends one event to every socket that follows the stream, each under its own id', async () => {
    const a = await BridgeClient.connect(t)
    const b = await BridgeClient.connect(t)
    a.send({ t: 'sub', id: 7, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    b.send({ t: 'sub', id: 9, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    await a.next(isMessage('event', 7))
    await b.next(isMessage('event', 9))
    // One event object for both, as a shared feed emits it (its JSON is made once).
    t.probe.emitAll(delta(3))
    expect((await a.next(isMessage('event', 7))).event).toEqual(delta(3))
    expect((await b.next(isMessage('event', 9))).event).toEqual(delta(3))
    await a.close()
    await b.close()
  })

  it('ends a subscription with bad params with a typed error, without starting it', async () => {
    const c = await BridgeClient.connect(t)
    const startedBefore = t.probe.started
    c.send({ t: 'sub', id: 6, name: 'board.deltas', params: { kind: 'basket', code: 99 } })
    const end = await c.next(isMessage('end', 6))
    expect(end.error).toMatchObject({ kind: 'validation', code: 'bad-params' })
    c.send({ t: 'sub', id: 7, name: 'board.everything', params: {} })
    expect((await c.next(isMessage('end', 7))).error).toMatchObject({ code: 'unknown-stream' })
    expect(t.probe.started).toBe(startedBefore)
    await c.close()
  })

  it('refuses a second subscription under an id that is already open', async () => {
    const c = await BridgeClient.connect(t)
    const startedBefore = t.probe.started
    c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 1 } })
    expect((await c.next(isMessage('protocol-error'))).error).toMatchObject({ code: 'duplicate-id' })
    expect(t.probe.started).toBe(startedBefore + 1)
    await c.close()
  })

  it('stops every stream of a socket when it closes', async () => {
    const c = await BridgeClient.connect(t)
    const stoppedBefore = t.probe.stopped
    c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    c.send({ t: 'sub', id: 2, name: 'board.deltas', params: { kind: 'tickers', symbols: ['FPT', 'VNM'] } })
    await c.next(isMessage('event', 1))
    await c.next(isMessage('event', 2))
    expect(t.probe.stopped).toBe(stoppedBefore)
    c.ws.terminate()
    await eventually(() => t.probe.stopped === stoppedBefore + 2)
  })

  it('closes a client that falls 4 MB behind with 1013 and stops its streams', async () => {
    const c = await BridgeClient.connect(t)
    c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    await c.next(isMessage('event', 1))
    const stoppedBefore = t.probe.stopped
    // One synchronous burst: the client cannot read in between, so the kernel buffers fill and
    // the rest piles up in the server's send queue.
    const big = { ...snapshot(1), tradingDate: 'x'.repeat(256 * 1024) }
    for (let i = 0; i < 200; i += 1) t.probe.emitAll(big)
    expect(t.probe.stopped).toBe(stoppedBefore + 1)
    const closed = await c.closed
    expect(closed.code).toBe(1013)
    const delivered = c.received.filter(isMessage('event', 1)).length
    expect(delivered).toBeGreaterThan(0)
    expect(delivered).toBeLessThan(200)
  })
})

describe('shutting down', () => {
  it('closes bridge sockets with 1001 and stops their streams', async () => {
    const own = await startTestShell()
    const c = await BridgeClient.connect(own)
    c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
    await c.next(isMessage('event', 1))
    await own.close()
    expect((await c.closed).code).toBe(1001)
    expect(own.probe.stopped).toBe(1)
  })
})

describe('limits per client (issue 11 item 13)', () => {
  it('refuses a subscription past the per-socket cap with a typed error, and serves it once one closes', async () => {
    const c = await BridgeClient.connect(t)
    // Every board.deltas subscription may start a feed polling the broker: 16 per window.
    for (let id = 1; id <= 16; id += 1) {
      c.send({
        t: 'sub',
        id,
        name: 'board.deltas',
        params: { kind: 'tickers', symbols: [`T${String(id).padStart(3, '0')}`] },
      })
      await c.next(isMessage('event', id))
    }
    c.send({ t: 'sub', id: 17, name: 'board.deltas', params: { kind: 'tickers', symbols: ['FPT'] } })
    const end = await c.next(isMessage('end', 17))
    expect(end.error).toMatchObject({ kind: 'validation', code: 'too-many-feeds' })
    c.send({ t: 'unsub', id: 1 })
    c.send({ t: 'sub', id: 18, name: 'board.deltas', params: { kind: 'tickers', symbols: ['FPT'] } })
    await c.next(isMessage('event', 18))
    await c.close()
  })

  it('accepts no more than 64 subscriptions on one socket (3,000 were accepted before)', async () => {
    const own = await startTestShell({ limits: { maxFeeds: 10_000, maxShellFeeds: 10_000 } })
    try {
      const c = await BridgeClient.connect(own)
      for (let id = 1; id <= 3_000; id += 1) {
        c.send({ t: 'sub', id, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
      }
      const last = await c.next(isMessage('end', 3_000), 5_000)
      expect(last.error).toMatchObject({ kind: 'validation', code: 'too-many-subscriptions' })
      expect(own.probe.started).toBe(64)
      expect(c.received.filter(isMessage('end')).length).toBe(3_000 - 64 - 1)
      await c.close()
    } finally {
      await own.close()
    }
  })

  it('caps feeds across all sockets of the shell, so many sockets cannot starve the user’s board', async () => {
    const own = await startTestShell({ limits: { maxShellFeeds: 20 } })
    try {
      const clients = await Promise.all(Array.from({ length: 4 }, () => BridgeClient.connect(own)))
      let refused = 0
      for (const [i, c] of clients.entries()) {
        for (let id = 1; id <= 8; id += 1) {
          c.send({
            t: 'sub',
            id,
            name: 'board.deltas',
            params: { kind: 'tickers', symbols: [`A${i}B${id}`] },
          })
        }
      }
      for (const c of clients) {
        for (let id = 1; id <= 8; id += 1) {
          const m = await c.next((msg) => (msg.t === 'event' || msg.t === 'end') && msg.id === id)
          if (m.t === 'end') {
            refused += 1
            expect(m.error).toMatchObject({ code: 'too-many-feeds' })
          }
        }
      }
      expect(refused).toBe(32 - 20)
      expect(own.probe.started).toBe(20)
      // A closed socket gives its feeds back.
      await clients[0]?.close()
      const late = clients[1]
      late?.send({ t: 'sub', id: 99, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
      await late?.next(isMessage('event', 99))
      await Promise.all(clients.slice(1).map((c) => c.close()))
    } finally {
      await own.close()
    }
  })

  it('frees the memory of sockets that never read: all 20 are cut within seconds', async () => {
    const own = await startTestShell()
    try {
      const clients = await Promise.all(Array.from({ length: 20 }, () => BridgeClient.connect(own)))
      for (const c of clients) {
        c.send({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } })
        await c.next(isMessage('event', 1))
        // From here on the client reads nothing, as a hung tab.
        ;(c.ws as unknown as { _socket: { pause(): void } })._socket.pause()
      }
      expect(own.shell.clientCount()).toBe(20)
      const big = { ...snapshot(1), tradingDate: 'x'.repeat(512 * 1024) }
      for (let i = 0; i < 40; i += 1) own.probe.emitAll(big)
      // Each socket holds at most 4 MB plus one message before it is closed (1013) and, since a
      // client that reads nothing cannot take the close frame either, cut a second later.
      await eventually(() => own.shell.clientCount() === 0, 5_000)
      expect(own.probe.emitters.size).toBe(0)
      expect(own.logs.filter((l) => l.includes('1013: client too slow'))).toHaveLength(20)
      for (const c of clients) c.ws.terminate()
    } finally {
      await own.close()
    }
  })
})

describe('keys that are not data (issue 11 item 14)', () => {
  it('refuses __proto__ inside a record with a typed error, and in stream params too', async () => {
    const c = await BridgeClient.connect(t)
    // Sent as text: JSON.parse on the server makes `__proto__` an own key, as an attacker's would.
    c.send('{"t":"call","id":1,"name":"workspace.setUi","input":{"shortcuts":{"__proto__":{"x":"Alt+X"}}}}')
    const answer = await c.next(isMessage('result', 1))
    expect(answer.result).toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        code: 'unsafe-key',
        issues: [{ path: 'shortcuts.__proto__', message: 'the key "__proto__" is not allowed' }],
      },
    })
    const startedBefore = t.probe.started
    c.send('{"t":"sub","id":2,"name":"board.deltas","params":{"kind":"basket","code":2,"__proto__":{}}}')
    expect((await c.next(isMessage('end', 2))).error).toMatchObject({ code: 'unsafe-key' })
    expect(t.probe.started).toBe(startedBefore)
    await c.close()
  })
})
