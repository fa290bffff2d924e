import type { z } from 'zod'
import { contract } from '../../../src-shared/bridge/contract'
import type {
  CallInput,
  CallName,
  CallOutput,
  StreamEvent,
  StreamListener,
  StreamName,
  CallOptions,
  StreamParams,
  Unsubscribe,
  WorkstationApi,
} from '../../../src-shared/bridge/api'
import { cancelledError, isCancellableCall } from '../../../src-shared/bridge/cancellable'
import type { ClientMessage } from '../../../src-shared/bridge/wire'
import { bridgeError, type BridgeError, type Result } from '../../../src-shared/bridge/errors'
import { backoffDelay, defaultBackoff, type BackoffPolicy } from './backoff'
import type { ConnectionMonitor, ConnectionState, EndReason } from './connection'
import { streamChecks, type StreamCheck } from './stream-checks'
import { parseCallResult, parseEndError, parseServerMessage } from './wire-parse'

/** What the transport needs from a socket; a seam so tests can drive it without a server. */
export interface SocketHandlers {
  onOpen(): void
  onMessage(data: unknown): void
  onClose(code: number, reason: string): void
}
export interface SocketHandle {
  send(data: string): void
  close(): void
}
export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketHandle

export const browserSocketFactory: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url)
  ws.onopen = () => handlers.onOpen()
  ws.onmessage = (ev: MessageEvent) => handlers.onMessage(ev.data)
  ws.onclose = (ev: CloseEvent) => handlers.onClose(ev.code, ev.reason)
  // A failed socket always fires `close` after `error`, and `close` is where we act.
  ws.onerror = () => undefined
  return {
    send: (data) => ws.send(data),
    close: () => ws.close(1000, 'client closed'),
  }
}

/** What the shell says of this window's session: `GET /session` answered 2xx, 401, or not at all. */
export type SessionProbe = 'ok' | 'no-session' | 'unreachable'

/** Asks the web shell that served the page; the session cookie rides along. */
export async function browserSessionProbe(): Promise<SessionProbe> {
  try {
    const response = await fetch('/session', { cache: 'no-store', credentials: 'same-origin' })
    if (response.status === 401) return 'no-session'
    return 'ok'
  } catch {
    return 'unreachable'
  }
}

/** A server-initiated close with 1001 (going away): the web shell is shutting down. */
const CLOSE_GOING_AWAY = 1001
/**
 * Refused connections in a row after which the shell counts as stopped. Nothing else listens on a
 * shell's address, and loopback does not fail, so a refusal means the process is gone; three keep a
 * window that lost a race with a restarting shell from giving up at once.
 */
const UNREACHABLE_AFTER = 3

export interface WsTransportOptions {
  readonly url: string
  /**
   * Asked after the socket drops, to tell a restart (the shell answers but does not know this
   * session) and a stop (nothing answers) from a blip. Absent: never asked.
   */
  readonly probeSession?: () => Promise<SessionProbe>
  readonly openSocket?: SocketFactory
  readonly backoff?: BackoffPolicy
  /** A call not answered within this time fails with a `network` error. */
  readonly callTimeoutMs?: number
  /**
   * A connection must stay up this long before the back-off starts over, so a server that accepts
   * and then drops at once is not hammered every 500 ms.
   */
  readonly stableAfterMs?: number
  readonly now?: () => number
  readonly random?: () => number
  /** Runs `fn` after `ms`; returns the cancel function. */
  readonly schedule?: (fn: () => void, ms: number) => () => void
  readonly log?: (message: string, detail?: unknown) => void
}

export interface WsTransport extends WorkstationApi {
  readonly connection: ConnectionMonitor
  /** Ends the transport for good: pending calls fail, subscriptions stop, no reconnect. */
  close(): void
}

interface PendingCall {
  readonly name: string
  readonly message: ClientMessage
  sent: boolean
  /** Settles with the server's answer, checked against the contract. */
  readonly answer: (raw: unknown) => void
  /** Settles with a local failure (drop, timeout, close). */
  readonly fail: (error: BridgeError) => void
}

interface ActiveSub {
  readonly name: string
  readonly message: ClientMessage
  /** Validates and delivers one event; returns the error when the event is malformed. */
  readonly deliver: (raw: unknown) => BridgeError | null
  readonly fail: (error: BridgeError) => void
}

const defaultSchedule = (fn: () => void, ms: number): (() => void) => {
  const handle = setTimeout(fn, ms)
  return () => clearTimeout(handle)
}

/**
 * The bridge over the web shell's WebSocket, implementing the same WorkstationApi as the Electron
 * preload. Authentication is the shell's HttpOnly cookie, which the browser sends with the upgrade,
 * so no token ever passes through JavaScript.
 *
 * Policy when the socket drops:
 * - it reconnects with exponential back-off and jitter, and resubscribes every active stream under
 *   its old id (each stream then starts again with a fresh snapshot);
 * - calls already sent fail at once with a `network` error and are never re-sent, because the
 *   server may have carried them out (an order must not be placed twice);
 * - calls made while disconnected wait for the next connection, up to the call timeout;
 * - a cancellable read whose signal aborts resolves at once with a `cancelled` error; if it was
 *   sent, a `cancel` message follows it, so the core drops it (a read still queued for the broker
 *   never goes out) and sends no answer.
 */
export function createWsTransport(options: WsTransportOptions): WsTransport {
  const openSocket = options.openSocket ?? browserSocketFactory
  const policy = options.backoff ?? defaultBackoff
  const callTimeoutMs = options.callTimeoutMs ?? 30_000
  const stableAfterMs = options.stableAfterMs ?? 5_000
  const now = options.now ?? Date.now
  const random = options.random ?? Math.random
  const schedule = options.schedule ?? defaultSchedule
  const log =
    options.log ??
    ((message: string, detail?: unknown) => {
      // The page's own devtools console, not a log file: bridge diagnostics whose errors the core
      // has already scrubbed of credentials (core/errors). The renderer has no logger of its own.
      // eslint-disable-next-line no-console
      console.warn(`[bridge] ${message}`, detail)
    })

  let nextId = 1
  let socket: SocketHandle | null = null
  let isOpen = false
  let openedAt = 0
  let failures = 0
  /** Each socket gets a generation; events from a superseded socket are ignored. */
  let generation = 0
  let cancelRetry: (() => void) | null = null
  let disposed = false
  let unreachable = 0

  const calls = new Map<number, PendingCall>()
  const subs = new Map<number, ActiveSub>()

  let state: ConnectionState = {
    transport: 'websocket',
    phase: 'connecting',
    attempt: 0,
    nextRetryAt: null,
    since: now(),
    lastOpenAt: null,
  }
  const watchers = new Set<() => void>()
  const setState = (patch: Partial<ConnectionState>): void => {
    const phaseChanged = patch.phase !== undefined && patch.phase !== state.phase
    state = { ...state, ...patch, ...(phaseChanged ? { since: now() } : {}) }
    for (const watcher of watchers) watcher()
  }

  const send = (message: ClientMessage): void => {
    if (!socket || !isOpen) return
    try {
      socket.send(JSON.stringify(message))
    } catch (err) {
      // The socket is closing; its close event follows and does the clean-up.
      log('send failed', err)
    }
  }

  const failSentCalls = (error: (name: string) => BridgeError): void => {
    for (const [id, call] of calls) {
      if (!call.sent) continue
      calls.delete(id)
      call.fail(error(call.name))
    }
  }

  const handleMessage = (data: unknown): void => {
    const message = parseServerMessage(data)
    if (!message) {
      log('dropped a malformed message from the server')
      return
    }
    switch (message.t) {
      case 'result': {
        const call = calls.get(message.id)
        if (!call) return
        calls.delete(message.id)
        call.answer(message.result)
        return
      }
      case 'event': {
        const sub = subs.get(message.id)
        if (!sub) return // an event already in flight when we unsubscribed
        const error = sub.deliver(message.event)
        if (error) {
          // A malformed event means client and server disagree; a board silently showing old prices
          // would be worse than a visible error, so the stream stops here.
          subs.delete(message.id)
          send({ t: 'unsub', id: message.id })
          sub.fail(error)
        }
        return
      }
      case 'end': {
        const sub = subs.get(message.id)
        if (!sub) return
        subs.delete(message.id)
        sub.fail(parseEndError(message.error, sub.name))
        return
      }
      case 'protocol-error':
        log('the server refused a message', message.error)
        return
    }
  }

  /** The shell is gone for good: say so, fail what waits, and stop knocking. */
  const end = (reason: EndReason): void => {
    cancelRetry?.()
    cancelRetry = null
    for (const call of calls.values()) {
      call.fail(bridgeError('network', 'ended', 'The workstation was restarted or stopped'))
    }
    calls.clear()
    setState({ phase: 'ended', endReason: reason, nextRetryAt: null })
  }

  const checkSession = async (gen: number): Promise<void> => {
    if (!options.probeSession) return
    const answer = await options.probeSession()
    // A newer socket (or the end) has the say by now.
    if (disposed || gen !== generation || state.phase === 'ended' || isOpen) return
    if (answer === 'no-session') {
      end('restarted')
      return
    }
    unreachable = answer === 'unreachable' ? unreachable + 1 : 0
    if (unreachable >= UNREACHABLE_AFTER) end('stopped')
  }

  const connect = (): void => {
    if (disposed || state.phase === 'ended') return
    cancelRetry?.()
    cancelRetry = null
    const gen = ++generation
    setState({ phase: state.lastOpenAt === null ? 'connecting' : 'reconnecting', nextRetryAt: null })

    const onClose = (code?: number): void => {
      if (gen !== generation) return
      const wasOpen = isOpen
      socket = null
      isOpen = false
      failSentCalls((name) =>
        bridgeError(
          'network',
          'disconnected',
          `The connection dropped before ${name} was answered; it may or may not have been carried out`,
        ),
      )
      if (disposed) return
      if (wasOpen && code === CLOSE_GOING_AWAY) {
        end('stopped')
        return
      }
      if (wasOpen && now() - openedAt >= stableAfterMs) failures = 0
      const delay = backoffDelay(failures, policy, random)
      failures += 1
      // Until the first success it is still "connecting" (a shell starting up), not a lost link.
      setState({
        phase: state.lastOpenAt === null ? 'connecting' : 'reconnecting',
        attempt: failures,
        nextRetryAt: now() + delay,
      })
      cancelRetry = schedule(connect, delay)
      void checkSession(gen)
    }

    try {
      socket = openSocket(options.url, {
        onOpen: () => {
          if (gen !== generation) return
          isOpen = true
          openedAt = now()
          unreachable = 0
          setState({ phase: 'open', attempt: 0, nextRetryAt: null, lastOpenAt: openedAt })
          for (const sub of subs.values()) send(sub.message)
          for (const call of calls.values()) {
            if (call.sent) continue
            call.sent = true
            send(call.message)
          }
        },
        onMessage: (data) => {
          if (gen === generation) handleMessage(data)
        },
        onClose: (code) => onClose(code),
      })
    } catch (err) {
      log('could not open the socket', err)
      onClose()
    }
  }

  const connection: ConnectionMonitor = {
    get: () => state,
    subscribe(watcher) {
      watchers.add(watcher)
      return () => watchers.delete(watcher)
    },
    reconnectNow() {
      // Only while waiting out a back-off; an attempt in progress is left to finish.
      if (disposed || socket || state.phase === 'ended') return
      connect()
    },
  }

  const transport: WsTransport = {
    connection,

    call<N extends CallName>(
      name: N,
      input: CallInput<N>,
      options?: CallOptions,
    ): Promise<Result<CallOutput<N>>> {
      const output: z.ZodType = contract.calls[name].output
      // Only a cancellable read heeds a signal; any other call (an order) is always answered.
      const signal = isCancellableCall(name) ? options?.signal : undefined
      return new Promise((resolve) => {
        if (signal?.aborted) {
          resolve({ ok: false, error: cancelledError(name) })
          return
        }
        if (disposed) {
          resolve({ ok: false, error: bridgeError('network', 'closed', 'The bridge is closed') })
          return
        }
        if (state.phase === 'ended') {
          resolve({
            ok: false,
            error: bridgeError('network', 'ended', 'The workstation was restarted or stopped'),
          })
          return
        }
        const id = nextId++
        const cancelTimer = schedule(() => {
          const call = calls.get(id)
          if (!call) return
          calls.delete(id)
          const message = call.sent
            ? `No answer to ${name} within ${callTimeoutMs / 1000} s; it may or may not have been carried out`
            : `Not connected: ${name} could not be sent within ${callTimeoutMs / 1000} s`
          resolve({ ok: false, error: bridgeError('network', 'timeout', message) })
        }, callTimeoutMs)
        const call: PendingCall = {
          name,
          message: { t: 'call', id, name, input },
          sent: false,
          answer: (raw) => {
            cancelTimer()
            // The schema is the one the contract declares for N, so a parsed value is a
            // CallOutput<N>; TypeScript cannot correlate the generic lookup by itself.
            resolve(parseCallResult(raw, output, name) as Result<CallOutput<N>>)
          },
          fail: (error) => {
            cancelTimer()
            resolve({ ok: false, error })
          },
        }
        calls.set(id, call)
        if (isOpen) {
          call.sent = true
          send(call.message)
        }
        signal?.addEventListener(
          'abort',
          () => {
            if (calls.get(id) !== call) return
            calls.delete(id)
            // One never sent (waiting for the socket) is simply forgotten.
            if (call.sent) send({ t: 'cancel', id })
            call.fail(cancelledError(name))
          },
          { once: true },
        )
      })
    },

    subscribe<N extends StreamName>(
      name: N,
      params: StreamParams<N>,
      listener: StreamListener<N>,
    ): Unsubscribe {
      const id = nextId++
      let active = true
      const fail = (error: BridgeError): void => {
        if (!active) return
        active = false
        try {
          listener.error(error)
        } catch (err) {
          log(`a ${name} listener threw`, err)
        }
      }
      if (disposed) {
        queueMicrotask(() => fail(bridgeError('network', 'closed', 'The bridge is closed')))
        return () => undefined
      }
      const check = parserFor(name)
      subs.set(id, {
        name,
        message: { t: 'sub', id, name, params },
        deliver: (raw) => {
          const event = check(raw)
          if (event === undefined) return bridgeError('bad-response', 'bad-event', `Malformed ${name} event`)
          try {
            listener.event(event)
          } catch (err) {
            log(`a ${name} listener threw`, err)
          }
          return null
        },
        fail,
      })
      send({ t: 'sub', id, name, params })
      return () => {
        active = false
        if (subs.delete(id)) send({ t: 'unsub', id })
      }
    },

    close() {
      if (disposed) return
      disposed = true
      cancelRetry?.()
      cancelRetry = null
      for (const call of calls.values()) {
        call.fail(bridgeError('network', 'closed', 'The bridge was closed'))
      }
      calls.clear()
      subs.clear()
      const current = socket
      socket = null
      isOpen = false
      generation += 1
      current?.close()
      setState({ phase: 'closed', nextRetryAt: null })
    },
  }

  connect()
  return transport
}

/**
 * How events of stream N are checked: a structural check for the big, frequent ones (see
 * stream-checks.ts), the contract's zod schema for the rest.
 */
function parserFor<N extends StreamName>(name: N): StreamCheck<N> {
  const fast = streamChecks[name]
  if (fast) return fast
  const schema: z.ZodType = contract.streams[name].event
  return (raw) => {
    const parsed = schema.safeParse(raw)
    // Parsed by the schema declared for N (see `call`).
    return parsed.success ? (parsed.data as StreamEvent<N>) : undefined
  }
}

/** `ws://host/bridge` or `wss://host/bridge`, on the origin that served the page. */
export function bridgeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/bridge`
}
