import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_WIRE_MESSAGE_BYTES } from '../../src-shared/bridge/wire'
import type { Router } from '../core/bridge/router'
import { serveBridgeSocket } from './bridge-socket'
import { checkRequest, type GateConfig } from './gate'
import { rejectUpgrade, sendText } from './responses'
import { createStaticSite } from './static-site'
import { newToken, sessionCookie } from './token'

/**
 * The web shell: the built renderer and the bridge WebSocket on loopback, behind one gate (Host,
 * Origin, then the per-launch token). It exposes trading powers to anything that gets through, so
 * it binds 127.0.0.1 only and never answers with CORS headers.
 */

export interface WebShellOptions {
  readonly router: Router
  /** The renderer build, `out/renderer` after `electron-vite build`. */
  readonly rendererDir: string
  /** Only loopback; any other value is refused. */
  readonly host?: '127.0.0.1'
  /** 0 or absent picks a free port. */
  readonly port?: number
  readonly log?: (line: string) => void
}

export interface WebShell {
  /** Full URL with `?token=`: the one thing to print or open. */
  readonly url: string
  /** `http://127.0.0.1:<port>` */
  readonly origin: string
  readonly token: string
  readonly port: number
  /** Closes every bridge socket (1001, stopping its streams) and the server. */
  close(): Promise<void>
}

export const BRIDGE_PATH = '/bridge'
const LOOPBACK = '127.0.0.1'
/** How long closing waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1000

export async function startWebShell(options: WebShellOptions): Promise<WebShell> {
  const host: string = options.host ?? LOOPBACK
  if (host !== LOOPBACK) throw new Error(`The web shell binds ${LOOPBACK} only, not ${host}`)
  const requestedPort = options.port ?? 0
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65535) {
    throw new Error(`Invalid port: ${requestedPort}`)
  }
  const { router } = options
  const log = options.log ?? (() => undefined)
  const token = newToken()
  const site = createStaticSite(options.rendererDir)
  // The gate needs the bound port, known only after listen; no request can arrive before that.
  let gate: GateConfig = { port: requestedPort, token }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WIRE_MESSAGE_BYTES,
    perMessageDeflate: false,
  })

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const verdict = checkRequest(req, gate)
    if (!verdict.ok) {
      log(`web: ${verdict.status} ${verdict.reason}: ${req.method ?? '?'} ${pathOnly(req.url)}`)
      sendText(res, verdict.status)
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, undefined, { Allow: 'GET, HEAD' })
      return
    }
    if (verdict.tokenInQuery) {
      // Move the token into the cookie and out of the address bar, history and any Referer.
      const clean = new URL(verdict.url)
      clean.searchParams.delete('token')
      const headers = {
        Location: `${verdict.origin}${clean.pathname}${clean.search}`,
        ...(verdict.queryTokenValid ? { 'Set-Cookie': sessionCookie(gate.port, token) } : {}),
      }
      sendText(res, 303, 'See Other', headers)
      return
    }
    if (verdict.url.pathname === BRIDGE_PATH) {
      sendText(res, 426, 'The bridge speaks WebSocket only.', { Upgrade: 'websocket' })
      return
    }
    await site.serve(req, res, verdict.url)
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', (err) => log(`web: upgrade socket error: ${err.message}`))
    const verdict = checkRequest(req, gate)
    if (!verdict.ok) {
      log(`web: ${verdict.status} ${verdict.reason}: upgrade ${pathOnly(req.url)}`)
      rejectUpgrade(socket, verdict.status)
      return
    }
    if (verdict.url.pathname !== BRIDGE_PATH) {
      rejectUpgrade(socket, 404)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const clientId = randomUUID()
      log(`web: bridge client ${clientId} connected`)
      ws.on('close', (code) => log(`web: bridge client ${clientId} disconnected (${code})`))
      serveBridgeSocket(ws, { router, clientId, log })
    })
  }

  const server = createServer((req, res) => {
    onRequest(req, res).catch((err: unknown) => {
      log(`web: request failed: ${err instanceof Error ? err.message : String(err)}`)
      if (!res.headersSent) sendText(res, 500)
      else res.destroy()
    })
  })
  server.on('upgrade', onUpgrade)

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(requestedPort, LOOPBACK, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (err) => log(`web: server error: ${err.message}`))
  const port = (server.address() as AddressInfo).port
  gate = { port, token }
  const origin = `http://${LOOPBACK}:${port}`

  async function close(): Promise<void> {
    const sockets = [...wss.clients]
    const closedAll = Promise.all(
      sockets.map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve()))),
    )
    for (const ws of sockets) ws.close(1001, 'shell shutting down')
    const grace = new Promise<void>((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref())
    await Promise.race([closedAll, grace])
    for (const ws of wss.clients) ws.terminate()
    await new Promise<void>((resolve) => wss.close(() => resolve()))
    const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeAllConnections()
    await serverClosed
  }

  return { url: `${origin}/?token=${token}`, origin, token, port, close }
}

/** For logs: the path without its query, which may hold the token. */
const pathOnly = (target: string | undefined): string => (target ?? '').split('?')[0]?.slice(0, 200) ?? ''
