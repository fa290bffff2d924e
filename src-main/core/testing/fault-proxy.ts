import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Clock } from '../clock/clock'

/**
 * What the gateway in front of the broker does with a request it holds:
 * - `late-5xx`: answers 504 after `answerAfterMs`, as a gateway that gave up on a slow back end;
 * - `late-drop`: closes the connection after `answerAfterMs`, with no answer;
 * - `timeout`: never answers (the core's own request deadline ends the wait).
 * Independently, the request reaches the broker `forwardAfterMs` after it arrived (the back end takes
 * it late), or never (`null`).
 */
export type GatewayFault = 'late-5xx' | 'late-drop' | 'timeout'

export interface FaultPlan {
  /** Which requests the gateway holds (method and path, without the query). */
  match: (method: string, path: string) => boolean
  fault: GatewayFault
  /** Clock ms after arrival at which the request reaches the broker; null: it never does. */
  forwardAfterMs: number | null
  /** Clock ms after arrival of the 504 or the drop; default 500. */
  answerAfterMs?: number
  /** How many matching requests to hold; default 1 (the rest pass through). */
  times?: number
}

export interface FaultProxy {
  readonly url: string
  /** Holds the next matching request(s) as the plan says; null passes everything through. */
  plan(plan: FaultPlan | null): void
  /** Requests received, by `METHOD /path` (no query): what the core sent, each counted once. */
  received(method: string, path: string | RegExp): number
  /** Held requests that reached the broker. */
  readonly forwarded: number
  /**
   * Work on real sockets now: requests passed through, held ones being forwarded, and a held
   * request that will never be answered until the core gives up on it. A fault waiting for the
   * test's clock is not in flight.
   */
  readonly inflight: number
  close(): Promise<void>
}

interface Buffered {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: Buffer
}

/** Hop-by-hop headers are the proxy's own; the rest goes to the broker as the core sent it. */
const hopByHop = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/**
 * A gateway between the core and the simulator, over real sockets, whose faults happen on a test's
 * clock: it can hold an order call, answer the core with a late 504 or a dropped connection (or not
 * at all), and hand the request to the broker only when the clock reaches 1, 7 or 20 s after it
 * arrived, or never. Driven by the ManualClock, so no test waits on the wall clock for the broker's
 * late acceptance. It counts every request it receives: the proof that nothing went out twice.
 */
export async function startFaultProxy(options: { target: string; clock: Clock }): Promise<FaultProxy> {
  const target = new URL(options.target)
  const counts = new Map<string, number>()
  let current: (FaultPlan & { left: number }) | null = null
  let forwarded = 0
  let inflight = 0
  const sockets = new Set<import('node:net').Socket>()

  const send = (
    req: Buffered,
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | string[]> = {}
      for (const [k, v] of Object.entries(req.headers)) {
        if (v !== undefined && !hopByHop.has(k.toLowerCase())) headers[k] = v
      }
      headers['content-length'] = String(req.body.length)
      const out = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.path, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
          )
          res.on('error', reject)
        },
      )
      out.on('error', reject)
      out.end(req.body)
    })

  const passThrough = async (req: Buffered, res: ServerResponse) => {
    try {
      const answer = await send(req)
      const headers: Record<string, string | string[]> = {}
      for (const [k, v] of Object.entries(answer.headers)) {
        if (v !== undefined && !hopByHop.has(k.toLowerCase())) headers[k] = v
      }
      res.writeHead(answer.status, headers).end(answer.body)
    } catch {
      res.destroy()
    }
  }

  const hold = (plan: FaultPlan, req: Buffered, res: ServerResponse) => {
    const answerAfter = plan.answerAfterMs ?? 500
    if (plan.fault === 'late-5xx') {
      options.clock.setTimeout(() => {
        if (!res.writableEnded && !res.destroyed) {
          res
            .writeHead(504, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: 'GATEWAY_TIMEOUT', message: 'upstream did not answer' }))
        }
      }, answerAfter)
    } else if (plan.fault === 'late-drop') {
      options.clock.setTimeout(() => res.destroy(), answerAfter)
    } else {
      // No answer ever: the core's own deadline (real time, a socket's) ends the wait, so it counts
      // as work in flight until the core closes the connection.
      inflight += 1
      res.on('close', () => {
        inflight -= 1
      })
    }
    if (plan.forwardAfterMs !== null) {
      options.clock.setTimeout(() => {
        inflight += 1
        // The broker's answer goes nowhere: the gateway already gave the core its fault.
        void send(req)
          .then(() => {
            forwarded += 1
          })
          .catch(() => undefined)
          .finally(() => {
            inflight -= 1
          })
      }, plan.forwardAfterMs)
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const method = req.method ?? 'GET'
      const path = req.url ?? '/'
      const bare = path.split('?')[0] ?? path
      const key = `${method} ${bare}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
      const buffered: Buffered = { method, path, headers: req.headers, body: Buffer.concat(chunks) }
      const plan = current
      if (plan !== null && plan.left > 0 && plan.match(method, bare)) {
        plan.left -= 1
        hold(plan, buffered, res)
        return
      }
      inflight += 1
      void passThrough(buffered, res).finally(() => {
        inflight -= 1
      })
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    plan(plan) {
      current = plan === null ? null : { ...plan, left: plan.times ?? 1 }
    },
    received(method, path) {
      let n = 0
      for (const [key, count] of counts) {
        const [m, p] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)]
        if (m === method && (typeof path === 'string' ? p === path : path.test(p))) n += count
      }
      return n
    },
    get forwarded() {
      return forwarded
    },
    get inflight() {
      return inflight
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
