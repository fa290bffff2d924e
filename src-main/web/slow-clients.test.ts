import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import type { BoardEvent } from '../../src-shared/bridge/contract'
import { createPartialRouter } from '../core/bridge/router'
import { serveBridgeSocket, type BridgeLimits } from './bridge-socket'
import { eventually, snapshot } from './test-harness'

/**
 * Issue 23 ("Also"): sockets that stop reading must not hold the shell's memory. Here the test holds
 * the server's end of each socket, so it can count the bytes queued for it after every message the
 * core emits, rather than timing anything.
 */

interface Harness {
  readonly url: string
  /** The server's end of each accepted socket, in order. */
  readonly served: WebSocket[]
  /** Pushes an event into every open board stream. */
  emitAll(event: BoardEvent): void
  openStreams(): number
  close(): Promise<void>
}

const harnesses: Harness[] = []
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()))
})

async function startHarness(limits: Partial<BridgeLimits>): Promise<Harness> {
  const emitters = new Set<(event: BoardEvent) => void>()
  const router = createPartialRouter(
    {},
    {
      'board.deltas': (_params, emit) => {
        emitters.add(emit)
        emit(snapshot(0))
        return () => emitters.delete(emit)
      },
    },
  )
  const served: WebSocket[] = []
  const server: Server = createServer()
  const wss = new WebSocketServer({ server, perMessageDeflate: false })
  wss.on('connection', (ws) => {
    served.push(ws)
    serveBridgeSocket(ws, { router, clientId: `c${served.length}`, log: () => undefined, ...limits })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const harness: Harness = {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    emitAll: (event) => {
      for (const emit of [...emitters]) emit(event)
    },
    openStreams: () => emitters.size,
    async close() {
      for (const ws of wss.clients) ws.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  harnesses.push(harness)
  return harness
}

/** A client that subscribes to one board, takes its snapshot, then never reads again (a hung tab). */
async function hungClient(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  // ws answers pings itself; a paused socket reads nothing, so it answers none.
  ws.on('error', () => undefined)
  const first = new Promise<void>((resolve) => ws.once('message', () => resolve()))
  ws.send(JSON.stringify({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } }))
  await first
  ;(ws as unknown as { _socket: { pause(): void } })._socket.pause()
  return ws
}

describe('sockets that never read (issue 23)', () => {
  it('hold at most the cap plus one message each while they are fed, and are all closed', async () => {
    const maxBufferedBytes = 1024 * 1024
    const h = await startHarness({ maxBufferedBytes, slowCloseGraceMs: 50, heartbeatMs: 60_000 })
    const clients = await Promise.all(Array.from({ length: 20 }, () => hungClient(h.url)))
    const big = { ...snapshot(1), tradingDate: 'x'.repeat(256 * 1024) }
    const messageBytes = Buffer.byteLength(JSON.stringify({ t: 'event', id: 1, event: big }))
    const peak = new Map<WebSocket, number>()
    let emitted = 0
    // Fed until the last of them is let go, counting what each holds after every message.
    while (h.openStreams() > 0) {
      h.emitAll(big)
      emitted += 1
      for (const ws of h.served) peak.set(ws, Math.max(peak.get(ws) ?? 0, ws.bufferedAmount))
      // Lets the kernel take what it will between bursts, as a live feed's polls would.
      await new Promise((resolve) => setImmediate(resolve))
      if (emitted > 10_000) throw new Error('the sockets were never closed')
    }
    await eventually(() => h.served.every((ws) => ws.readyState === WebSocket.CLOSED), 5_000)
    expect(peak.size).toBe(20)
    for (const bytes of peak.values()) expect(bytes).toBeLessThanOrEqual(maxBufferedBytes + messageBytes)
    // They were fed far more than they hold: the bound, not a short test, kept them small.
    expect(emitted * messageBytes).toBeGreaterThan(4 * (maxBufferedBytes + messageBytes))
    for (const ws of clients) ws.terminate()
  })

  it('cuts a socket that stops answering pings even when it is sent too little to fill the cap', async () => {
    const h = await startHarness({ heartbeatMs: 40 })
    const hung = await hungClient(h.url)
    await eventually(() => h.served[0]?.readyState === WebSocket.CLOSED, 5_000)
    expect(h.openStreams()).toBe(0)
    expect(h.served[0]?.bufferedAmount).toBeLessThan(1024)
    hung.terminate()
  })

  it('keeps a socket that reads and answers, ping after ping', async () => {
    // A pong takes two turns of this process's event loop (client and server share it): the period
    // leaves room for turns slowed by a busy machine.
    const h = await startHarness({ heartbeatMs: 400 })
    const ws = new WebSocket(h.url)
    let pings = 0
    ws.on('ping', () => (pings += 1))
    await new Promise<void>((resolve) => ws.once('open', () => resolve()))
    ws.send(JSON.stringify({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } }))
    await eventually(() => pings >= 4, 10_000)
    expect(ws.readyState).toBe(WebSocket.OPEN)
    expect(h.served[0]?.readyState).toBe(WebSocket.OPEN)
    expect(h.openStreams()).toBe(1)
    ws.close()
  })
})
