import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { WebSocket } from 'ws'
import { basketList, type BoardEvent } from '../../src-shared/bridge/contract'
import type { ServerMessage } from '../../src-shared/bridge/wire'
import { createPartialRouter, type CallContext } from '../core/bridge/router'
import { startWebShell, type WebShell, type WebShellOptions } from './server'

/**
 * Test support for the web shell: a real shell on 127.0.0.1 port 0 over a temporary renderer build
 * and a real router whose stream handler the test can drive and observe. Not a test file itself.
 */

export const SECRET = 'TOP-SECRET-OUTSIDE-THE-RENDERER'
export const INDEX_HTML = `<!doctype html>
<html>
  <head>
    <meta property="csp-nonce" nonce="__CSP_NONCE__" />
    <script type="module" crossorigin nonce="__CSP_NONCE__" src="./assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin nonce="__CSP_NONCE__" href="./assets/index-abc123.css" />
  </head>
  <body><div id="root"></div></body>
</html>
`
export const ASSET_JS = 'console.log("renderer")\n'

export const snapshot = (at: number): BoardEvent => ({
  type: 'snapshot',
  rows: [],
  tradingDate: '01/02/2026',
  at,
})

/** What the `board.deltas` handler saw, and a way to push more events into every open stream. */
export class StreamProbe {
  readonly emitters = new Map<number, (event: BoardEvent) => void>()
  started = 0
  stopped = 0

  emitAll(event: BoardEvent): void {
    for (const emit of this.emitters.values()) emit(event)
  }
}

export interface TestShell {
  readonly shell: WebShell
  readonly root: string
  readonly probe: StreamProbe
  readonly contexts: CallContext[]
  readonly logs: string[]
  /** The session cookie as a browser would send it back. */
  readonly cookie: string
  close(): Promise<void>
}

export async function startTestShell(options: Partial<WebShellOptions> = {}): Promise<TestShell> {
  const root = await mkdtemp(path.join(tmpdir(), 'web-shell-'))
  const rendererDir = path.join(root, 'renderer')
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true })
  await writeFile(path.join(root, 'secret.txt'), SECRET)
  await writeFile(path.join(rendererDir, 'index.html'), INDEX_HTML)
  await writeFile(path.join(rendererDir, 'assets', 'index-abc123.js'), ASSET_JS)
  await writeFile(path.join(rendererDir, 'assets', 'index-abc123.css'), 'body { margin: 0 }\n')
  await writeFile(path.join(rendererDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await symlink(path.join(root, 'secret.txt'), path.join(rendererDir, 'linked.txt'))

  const probe = new StreamProbe()
  const contexts: CallContext[] = []
  const router = createPartialRouter(
    {
      'app.info': (_input, ctx) => {
        contexts.push(ctx)
        return {
          version: '0.0.0-test',
          shell: 'web',
          profile: { id: 'demo', name: 'Demo', kind: 'demo' },
          simulatorUrl: null,
          notices: [],
        }
      },
      'board.baskets': () => basketList,
    },
    {
      'board.deltas': (_params, emit) => {
        probe.started += 1
        const key = probe.started
        // Synchronously, as a feed with a cached snapshot would.
        emit(snapshot(0))
        probe.emitters.set(key, emit)
        return () => {
          probe.stopped += 1
          probe.emitters.delete(key)
        }
      },
    },
  )
  const logs: string[] = []
  const shell = await startWebShell({ router, rendererDir, log: (line) => logs.push(line), ...options })
  return {
    shell,
    root,
    probe,
    contexts,
    logs,
    cookie: await openSession(shell),
    async close() {
      await shell.close()
      await rm(root, { recursive: true, force: true })
    },
  }
}

/** Spends a launch link as a browser would; returns the session cookie to send back. */
export async function openSession(shell: WebShell, link = shell.launchUrl()): Promise<string> {
  const res = await request(shell, new URL(link).pathname + new URL(link).search)
  const cookie = res.headers['set-cookie']?.[0]?.split(';')[0]
  if (res.status !== 303 || cookie === undefined) throw new Error(`launch link refused: ${res.status}`)
  return cookie
}

/** Where a raw request goes: the shell's own address and port. */
export interface Address {
  readonly host: string
  readonly port: number
}

export interface HttpAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/**
 * A raw HTTP request, so the test controls Host and the path exactly (fetch would normalise `..`
 * and refuses to set Host).
 */
export function request(
  to: Address,
  target: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; setHost?: boolean } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: to.host,
        port: to.port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        setHost: options.setHost ?? true,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

export interface WsOptions {
  readonly path?: string
  readonly headers?: Record<string, string>
  readonly origin?: string
}

const wsUrl = (to: Address, target = '/bridge'): string => `ws://${to.host}:${to.port}${target}`

/** Resolves with the HTTP status of a refused upgrade; rejects if the upgrade succeeds. */
export function upgradeStatus(to: Address, options: WsOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(to, options.path), {
      headers: options.headers ?? {},
      ...(options.origin === undefined ? {} : { origin: options.origin }),
    })
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      res.resume()
      ws.terminate()
    })
    ws.on('open', () => {
      ws.terminate()
      reject(new Error('upgrade was accepted'))
    })
    ws.on('error', () => undefined)
  })
}

/** A bridge client that keeps every message, for tests to wait on. */
export class BridgeClient {
  readonly received: ServerMessage[] = []
  private waiters: (() => void)[] = []
  readonly closed: Promise<{ code: number; reason: string }>

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.received.push(JSON.parse(data.toString()) as ServerMessage)
      for (const wake of this.waiters.splice(0)) wake()
    })
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }))
    })
  }

  static connect(shell: TestShell, options: WsOptions = {}): Promise<BridgeClient> {
    const ws = new WebSocket(wsUrl(shell.shell, options.path), {
      headers: { Cookie: shell.cookie, ...options.headers },
      origin: options.origin ?? shell.shell.origin,
    })
    const client = new BridgeClient(ws)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client))
      ws.once('error', reject)
    })
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /**
   * The first received message (past or future) that matches, removed from the list. The limit is
   * generous (as `realWait`, src-shared/testing) so a loaded machine does not fail a test.
   */
  async next<M extends ServerMessage>(match: (m: ServerMessage) => m is M, timeoutMs?: number): Promise<M>
  async next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>
  async next(match: (m: ServerMessage) => boolean, timeoutMs = 15_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = this.received.findIndex(match)
      if (index !== -1) return this.received.splice(index, 1)[0]!
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no matching message; received ${JSON.stringify(this.received)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  private barriers = 0

  /**
   * How many received messages match (without consuming them), once everything the server sent
   * before now has arrived: a call's result is the barrier, since one socket keeps the server's
   * order. Proves that something did not come without waiting on the clock for it.
   */
  async countAfterBarrier(match: (m: ServerMessage) => boolean): Promise<number> {
    const id = 1_000_000 + this.barriers++
    this.send({ t: 'call', id, name: 'app.info', input: {} })
    await this.next(isMessage('result', id))
    return this.received.filter(match).length
  }

  close(): Promise<{ code: number; reason: string }> {
    this.ws.close()
    return this.closed
  }
}

export const isMessage =
  <T extends ServerMessage['t']>(t: T, id?: number) =>
  (m: ServerMessage): m is Extract<ServerMessage, { t: T }> =>
    m.t === t && (id === undefined || !('id' in m) || m.id === id)

/** Polls a condition the server side reaches asynchronously, with `next`'s generous limit. */
export async function eventually(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
