import { randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'

/**
 * The web shell's address, bound before the shell itself is loaded: a start binds it and spawns
 * the browser first (run-web-shell.ts), then loads the shell (ws, zod) and the core while the
 * browser starts. A request or upgrade that arrives before the shell serves is held, in order, and
 * handed to the shell when it takes over: none is refused or lost meanwhile. Node builtins only, so
 * that binding costs a few milliseconds of a start.
 */

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void

export interface EarlyListener {
  readonly server: Server
  readonly host: string
  readonly port: number
  /** `http://host:port`. */
  readonly origin: string
  /** Hands the held requests and upgrades, then every later one, to the shell; once only. */
  serve(onRequest: RequestHandler, onUpgrade: UpgradeHandler): void
  /** How many requests and upgrades wait for `serve` (for tests). */
  held(): number
}

export interface EarlyListenerOptions {
  /** A 127.0.0.0/8 address; absent picks a random one (127.0.0.1 where only that one exists). */
  readonly host?: string
  /** 0 or absent picks a free port. */
  readonly port?: number
  readonly log?: (line: string) => void
}

const LOOPBACK_V4 = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function isLoopbackV4(host: string): boolean {
  const m = LOOPBACK_V4.exec(host)
  return m !== null && m.slice(1).every((octet) => Number(octet) <= 255)
}

/** 127.x.y.z with x ≥ 1, so never 127.0.0.1 and never shared with other local servers by chance. */
export function randomLoopbackHost(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

type Held =
  | { readonly kind: 'request'; readonly req: IncomingMessage; readonly res: ServerResponse }
  | {
      readonly kind: 'upgrade'
      readonly req: IncomingMessage
      readonly socket: Duplex
      readonly head: Buffer
    }

export async function listenEarly(options: EarlyListenerOptions = {}): Promise<EarlyListener> {
  if (options.host !== undefined && !isLoopbackV4(options.host)) {
    throw new Error(`The web shell binds a loopback address (127.0.0.0/8) only, not ${options.host}`)
  }
  const requestedPort = options.port ?? 0
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65535) {
    throw new Error(`Invalid port: ${requestedPort}`)
  }
  const log = options.log ?? (() => undefined)
  let queue: Held[] = []
  const holdRequest: RequestHandler = (req, res) => queue.push({ kind: 'request', req, res })
  const holdUpgrade: UpgradeHandler = (req, socket, head) => {
    // Until the shell takes the socket, an error on it (the client went away) is only logged.
    socket.on('error', (err) => log(`web: held upgrade socket error: ${err.message}`))
    queue.push({ kind: 'upgrade', req, socket, head })
  }
  const server = createServer(holdRequest)
  server.on('upgrade', holdUpgrade)

  let host = options.host ?? randomLoopbackHost()
  try {
    await listen(server, requestedPort, host)
  } catch (err) {
    // macOS and Windows answer only 127.0.0.1 unless told otherwise: then the session cookie is
    // shared with other servers on 127.0.0.1, which is said in the log.
    if (options.host !== undefined || (err as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL') throw err
    log(`web: ${host} cannot be bound here; using 127.0.0.1 (the session cookie is not isolated)`)
    host = '127.0.0.1'
    await listen(server, requestedPort, host)
  }
  const port = (server.address() as AddressInfo).port
  let served = false

  return {
    server,
    host,
    port,
    origin: `http://${host}:${port}`,
    serve(onRequest, onUpgrade) {
      if (served) throw new Error('The early listener is served once')
      served = true
      server.off('request', holdRequest)
      server.off('upgrade', holdUpgrade)
      server.on('request', onRequest)
      server.on('upgrade', onUpgrade)
      const waiting = queue
      queue = []
      for (const held of waiting) {
        if (held.kind === 'request') onRequest(held.req, held.res)
        else onUpgrade(held.req, held.socket, held.head)
      }
    },
    held: () => queue.length,
  }
}
