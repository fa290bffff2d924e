import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_WIRE_MESSAGE_BYTES } from '../../src-shared/bridge/wire'
import type { Router } from '../core/bridge/router'
import { FeedCount, serveBridgeSocket, type BridgeLimits } from './bridge-socket'
import { listenEarly, type EarlyListener } from './early-listener'
import { checkRequest, type GateConfig } from './gate'
import { createLaunchCodes, launchLink, LAUNCH_PARAM } from './launch-codes'
import { sendNotice } from './notice-pages'
import { rejectUpgrade, sendMoveOnPage, sendText } from './responses'
import { createStaticSite } from './static-site'
import { createSessions, sessionCookie } from './token'

/**
 * The web shell: the built renderer and the bridge WebSocket on loopback, behind one gate (Host,
 * Origin, then a session). It exposes trading powers to anything that gets through, so it binds
 * loopback only and never answers with CORS headers.
 *
 * Getting in: a one-time launch code (see launch-codes.ts) is spent by its first use for a session
 * cookie. The shell listens on a random address of 127.0.0.0/8 per launch, because cookies ignore
 * ports: a cookie set by 127.0.0.1 would be sent to every other server on 127.0.0.1; ours is sent
 * back to our own address only.
 */

export interface WebShellOptions {
  /**
   * The core's router, or its promise: the shell serves the renderer while the core is still
   * starting, and a bridge socket's upgrade waits for the router (see run-web-shell.ts).
   */
  readonly router: Router | Promise<Router>
  /** The renderer build, `out/renderer` after `electron-vite build`. */
  readonly rendererDir: string
  /**
   * Settles once `rendererDir` holds a finished build: a start builds the renderer while the
   * browser starts (scripts/start.mjs), and the renderer's files are served only after it.
   */
  readonly rendererReady?: Promise<void>
  /**
   * The address already bound (see early-listener.ts), whose held requests this shell serves;
   * absent, the shell binds `host` and `port` itself.
   */
  readonly listener?: EarlyListener
  /** A 127.0.0.0/8 address; absent picks a random one (127.0.0.1 where only that one exists). */
  readonly host?: string
  /** 0 or absent picks a free port. */
  readonly port?: number
  /** Key of the launch codes (base64url, 256 bits); absent, one of this process's own. */
  readonly launchKey?: string
  /** Per-client limits of the bridge (see bridge-socket.ts), and the shell's totals. */
  readonly limits?: Partial<BridgeLimits & { readonly maxSockets: number; readonly maxShellFeeds: number }>
  readonly log?: (line: string) => void
}

export interface WebShell {
  /** `http://127.a.b.c:<port>`: carries no credential. */
  readonly origin: string
  readonly host: string
  readonly port: number
  /** A new one-time link that opens a session: for the browser this shell starts, or to print. */
  launchUrl(path?: string): string
  /** Open bridge sockets. */
  clientCount(): number
  /** Closes every bridge socket (1001, stopping its streams) and the server. */
  close(): Promise<void>
}

export const BRIDGE_PATH = '/bridge'
/** `GET /session`: 204 while the caller's session is open, 401 once it is not (the renderer asks). */
export const SESSION_PATH = '/session'
/** How long closing waits for clients to answer the close handshake before cutting them off. */
const CLOSE_GRACE_MS = 1000
/** Far more windows than a trader opens; past this, a socket is refused (503) rather than served. */
const DEFAULT_MAX_SOCKETS = 64
/** Polled boards of all windows together (12 board windows with a chart each use 24). */
const DEFAULT_MAX_SHELL_FEEDS = 64

/** A page load in a browser (not a script's fetch or a socket): it gets a page it can show. */
function isNavigation(req: IncomingMessage): boolean {
  const mode = req.headers['sec-fetch-mode']
  if (mode !== undefined) return mode === 'navigate'
  return req.headers.accept?.includes('text/html') ?? false
}

export async function startWebShell(options: WebShellOptions): Promise<WebShell> {
  const log = options.log ?? (() => undefined)
  const listener =
    options.listener ??
    (await listenEarly({
      ...(options.host === undefined ? {} : { host: options.host }),
      port: options.port ?? 0,
      log,
    }))
  const { server, host, port, origin } = listener
  const router = Promise.resolve(options.router)
  // A core that fails to start is reported by whoever started it (run-web-shell.ts ends the process); here
  // it only refuses the upgrades that waited for it.
  router.catch(() => undefined)
  const rendererReady = options.rendererReady ?? Promise.resolve()
  rendererReady.catch(() => undefined)
  const maxSockets = options.limits?.maxSockets ?? DEFAULT_MAX_SOCKETS
  const shellFeeds = new FeedCount(options.limits?.maxShellFeeds ?? DEFAULT_MAX_SHELL_FEEDS)
  const codes = createLaunchCodes(options.launchKey)
  const sessions = createSessions()
  const site = createStaticSite(options.rendererDir)
  const gate: GateConfig = { ownHost: `${host}:${port}`, port, sessions }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_WIRE_MESSAGE_BYTES,
    perMessageDeflate: false,
  })

  function spendLaunchCode(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    origin: string,
    code: string,
  ): void {
    const result = codes.spend(code)
    if (result !== 'ok') {
      log(`web: launch link ${result === 'spent' ? 'used again' : 'not valid'}: ${url.pathname}`)
      sendNotice(res, result === 'spent' ? 410 : 401, result === 'spent' ? 'link-spent' : 'link-invalid')
      return
    }
    // Move the code out of the address bar, history and any Referer (it is spent anyway).
    const clean = new URL(url)
    clean.searchParams.delete(LAUNCH_PARAM)
    const location = `${origin}${clean.pathname}${clean.search}`
    const cookie = sessionCookie(gate.port, sessions.open())
    // The app window comes from its launch page (a file://, launch-page.ts): a navigation another
    // site started, whose redirects would not carry the SameSite=Strict cookie. A page of our own
    // that moves on starts a navigation of this origin, which does.
    if (req.headers['sec-fetch-site'] === 'cross-site') sendMoveOnPage(res, location, cookie)
    else sendText(res, 303, 'See Other', { Location: location, 'Set-Cookie': cookie })
  }

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
    if (verdict.launchCode !== undefined) {
      spendLaunchCode(req, res, verdict.url, verdict.origin, verdict.launchCode)
      return
    }
    if (!verdict.session) {
      log(`web: 401 no session: ${req.method} ${pathOnly(req.url)}`)
      if (isNavigation(req)) sendNotice(res, 401, 'session-ended')
      else sendText(res, 401, 'No session: the workstation was restarted or this is not its window.')
      return
    }
    if (verdict.url.pathname === SESSION_PATH) {
      res.writeHead(204, { 'Cache-Control': 'no-store' })
      res.end()
      return
    }
    if (verdict.url.pathname === BRIDGE_PATH) {
      sendText(res, 426, 'The bridge speaks WebSocket only.', { Upgrade: 'websocket' })
      return
    }
    await rendererReady
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
    // A launch code opens a session for a page, never a socket: the socket needs the cookie.
    if (!verdict.session) {
      log(`web: 401 no session: upgrade ${pathOnly(req.url)}`)
      rejectUpgrade(socket, 401)
      return
    }
    if (verdict.url.pathname !== BRIDGE_PATH) {
      rejectUpgrade(socket, 404)
      return
    }
    if (wss.clients.size >= maxSockets) {
      log(`web: 503 bridge socket refused: ${maxSockets} already open`)
      rejectUpgrade(socket, 503, `At most ${maxSockets} bridge sockets are served at once.`)
      return
    }
    // Answered once the core is up (at once after the first seconds of the process); a socket
    // dropped meanwhile is let go by ws itself.
    void router.then(
      (ready) => {
        wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
          const clientId = randomUUID()
          log(`web: bridge client ${clientId} connected`)
          ws.on('close', (code) => log(`web: bridge client ${clientId} disconnected (${code})`))
          serveBridgeSocket(ws, { router: ready, clientId, log, shellFeeds, ...options.limits })
        })
      },
      () => rejectUpgrade(socket, 503, 'The workstation could not start.'),
    )
  }

  server.on('error', (err) => log(`web: server error: ${err.message}`))
  // Requests that came while this module loaded are answered first, in their order.
  listener.serve((req, res) => {
    onRequest(req, res).catch((err: unknown) => {
      log(`web: request failed: ${err instanceof Error ? err.message : String(err)}`)
      if (!res.headersSent) sendText(res, 500)
      else res.destroy()
    })
  }, onUpgrade)

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

  return {
    origin,
    host,
    port,
    launchUrl: (path = '/') => launchLink(origin, codes.mint(), path),
    clientCount: () => wss.clients.size,
    close,
  }
}

/** For logs: the path without its query, which may hold a launch code. */
const pathOnly = (target: string | undefined): string => (target ?? '').split('?')[0]?.slice(0, 200) ?? ''
