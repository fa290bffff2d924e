import { WebSocket, type RawData } from 'ws'
import type { z } from 'zod'
import { isCancellableCall } from '../../src-shared/bridge/cancellable'
import { bridgeError, type BridgeError } from '../../src-shared/bridge/errors'
import { clientMessageSchema, type ClientMessage, type ServerMessage } from '../../src-shared/bridge/wire'
import type { CallContext, Router } from '../core/bridge/router'
import { toBridgeError } from '../core/errors/to-bridge-error'
import { encodeServerMessage } from './encode-message'

/**
 * One bridge WebSocket: the wire envelope in, the router's calls and streams out. The router does
 * all validation of names and inputs; this file only frames messages and owns the socket's
 * subscriptions, so that none outlives the socket.
 */

/**
 * What one client may hold. A board window opens a handful of streams; these bounds are far above
 * that and far below what would let one tab starve the others of the key's quota or of memory.
 */
export interface BridgeLimits {
  /** Above this many unsent bytes the client counts as too slow (see `send`). */
  readonly maxBufferedBytes: number
  /** A client that sends this many bad messages is broken or hostile; its socket is closed. */
  readonly maxBadMessages: number
  /** Open subscriptions of any stream on one socket. */
  readonly maxSubscriptions: number
  /** Open subscriptions of a polled stream (`board.deltas`: each may start a feed) on one socket. */
  readonly maxFeeds: number
  /** How long a socket closed for slowness may take to finish its close handshake. */
  readonly slowCloseGraceMs: number
  /**
   * How often the socket is pinged; one that has not answered the previous ping by the next is
   * cut. A browser answers pings in its network stack, so only a client that stopped reading
   * (a hung tab, a script that never reads) misses one: it is cut even when it is sent too little
   * to reach `maxBufferedBytes`, and what the kernel holds for it is freed.
   */
  readonly heartbeatMs: number
}

export interface BridgeSocketOptions extends Partial<BridgeLimits> {
  readonly router: Router
  readonly clientId: string
  readonly log: (line: string) => void
  /** Feed subscriptions of every socket of the shell together (see `FeedCount`). */
  readonly shellFeeds?: FeedCount
}

/**
 * Feeds open across all the shell's sockets, so that many sockets cannot do together what one may
 * not: every feed polls on the same API key, and hundreds of them starve the user's own boards.
 */
export class FeedCount {
  private open = 0
  constructor(readonly max: number) {}
  take(): boolean {
    if (this.open >= this.max) return false
    this.open += 1
    return true
  }
  give(): void {
    this.open = Math.max(0, this.open - 1)
  }
}

export const DEFAULT_MAX_BUFFERED_BYTES = 4 * 1024 * 1024
export const DEFAULT_MAX_BAD_MESSAGES = 20
export const DEFAULT_MAX_SUBSCRIPTIONS = 64
export const DEFAULT_MAX_FEEDS = 16
const DEFAULT_SLOW_CLOSE_GRACE_MS = 1_000
export const DEFAULT_HEARTBEAT_MS = 10_000

/** Streams that poll the broker for as long as they are open, each on the API key's quota. */
const FEED_STREAMS: ReadonlySet<string> = new Set(['board.deltas'])

/** Close codes (RFC 6455 §7.4.1). */
export const CLOSE_POLICY_VIOLATION = 1008
export const CLOSE_TRY_AGAIN_LATER = 1013

function toText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8')
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return Buffer.from(data).toString('utf8')
}

function describeIssues(error: z.ZodError): string {
  const first = error.issues[0]
  if (first === undefined) return 'Message does not match the bridge protocol'
  const where = first.path.length > 0 ? ` at ${first.path.map(String).join('.')}` : ''
  return `Message does not match the bridge protocol${where}: ${first.message}`
}

export function serveBridgeSocket(socket: WebSocket, options: BridgeSocketOptions): void {
  const { router, clientId, log } = options
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES
  const maxBad = options.maxBadMessages ?? DEFAULT_MAX_BAD_MESSAGES
  const maxSubscriptions = options.maxSubscriptions ?? DEFAULT_MAX_SUBSCRIPTIONS
  const maxFeeds = options.maxFeeds ?? DEFAULT_MAX_FEEDS
  const slowCloseGraceMs = options.slowCloseGraceMs ?? DEFAULT_SLOW_CLOSE_GRACE_MS
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS
  const shellFeeds = options.shellFeeds ?? new FeedCount(Number.POSITIVE_INFINITY)
  const ctx: CallContext = { origin: 'web', clientId }
  /** Open subscriptions by the client's id; each value stops its stream exactly once. */
  const subscriptions = new Map<number, () => void>()
  /** Cancellable reads still running, by the client's call id (see `call`). */
  const cancellable = new Map<number, AbortController>()
  /** The ids of open feed subscriptions (a subset of `subscriptions`). */
  const feeds = new Set<number>()
  let badMessages = 0
  let closed = false

  function stopAll(): void {
    // Nobody is left to read the answers: reads still queued for the broker are dropped too.
    const reads = [...cancellable.values()]
    cancellable.clear()
    for (const read of reads) read.abort()
    const stops = [...subscriptions.values()]
    subscriptions.clear()
    for (const id of feeds) releaseFeed(id)
    for (const stop of stops) stop()
  }

  function shutDown(code: number, reason: string): void {
    if (closed) return
    closed = true
    log(`web: closing bridge client ${clientId} (${code}: ${reason})`)
    stopAll()
    socket.close(code, reason)
  }

  /**
   * Back-pressure: board streams are deltas against the last snapshot, so dropping some would leave
   * the client's board silently wrong. A client that falls more than `maxBuffered` bytes behind is
   * instead closed with 1013 (try again later); its transport reconnects, resubscribes and starts
   * again from a fresh snapshot. This also bounds the memory one slow tab can hold in this process:
   * a client that does not read cannot take the close frame either, so after a short grace its
   * socket is cut and everything queued for it is freed.
   */
  function send(message: ServerMessage): void {
    if (closed || socket.readyState !== WebSocket.OPEN) return
    if (socket.bufferedAmount > maxBuffered) {
      shutDown(CLOSE_TRY_AGAIN_LATER, 'client too slow')
      setTimeout(() => {
        if (socket.readyState !== WebSocket.CLOSED) socket.terminate()
      }, slowCloseGraceMs).unref()
      return
    }
    let text: string
    try {
      text = encodeServerMessage(message)
    } catch {
      // A handler produced something JSON cannot carry (a cycle, a bigint): a bug, reported as data.
      log(`web: could not encode a '${message.t}' message for client ${clientId}`)
      const error = bridgeError('internal', 'unencodable', 'The workstation produced an unreadable answer.')
      if (message.t === 'result') send({ t: 'result', id: message.id, result: { ok: false, error } })
      else if (message.t === 'event') endSubscription(message.id, error)
      return
    }
    socket.send(text)
  }

  function protocolError(message: string, code = 'bad-message'): void {
    badMessages += 1
    send({ t: 'protocol-error', error: bridgeError('validation', code, message) })
    if (badMessages >= maxBad) shutDown(CLOSE_POLICY_VIOLATION, 'too many bad messages')
  }

  function endSubscription(id: number, error: BridgeError): void {
    const stop = subscriptions.get(id)
    if (stop === undefined) return
    subscriptions.delete(id)
    releaseFeed(id)
    stop()
    send({ t: 'end', id, error })
  }

  /** Wraps a stream's stop so it runs once and a throwing handler cannot break the others. */
  const onceStop = (id: number, stop: () => void) => {
    let done = false
    return () => {
      if (done) return
      done = true
      try {
        stop()
      } catch {
        log(`web: stopping subscription ${id} of client ${clientId} threw`)
      }
    }
  }

  function call(message: Extract<ClientMessage, { t: 'call' }>): void {
    const { id } = message
    // Only a cancellable read can be dropped; any other call is not even listed, so its cancel
    // finds nothing and it is answered as always.
    const cancel = isCancellableCall(message.name) ? new AbortController() : undefined
    if (cancel !== undefined) {
      if (cancellable.has(id)) {
        protocolError(`Call ${id} is already running`, 'duplicate-id')
        return
      }
      cancellable.set(id, cancel)
    }
    const answer = (result: unknown) => {
      // A cancelled read is not answered: the page dropped it and no longer waits.
      if (cancel?.signal.aborted) return
      cancellable.delete(id)
      send({ t: 'result', id, result })
    }
    router.call(message.name, message.input, ctx, cancel?.signal).then(
      answer,
      // The router turns handler failures into data already; this only guards against its own bugs.
      (err: unknown) => answer({ ok: false, error: toBridgeError(err) }),
    )
  }

  /** A cancel of an unknown, finished or non-cancellable call is normal (it crossed its answer). */
  function cancelCall(id: number): void {
    const cancel = cancellable.get(id)
    if (cancel === undefined) return
    cancellable.delete(id)
    cancel.abort()
  }

  function subscribe(message: Extract<ClientMessage, { t: 'sub' }>): void {
    const { id } = message
    if (subscriptions.has(id)) {
      protocolError(`Subscription ${id} is already open`, 'duplicate-id')
      return
    }
    const refusal = overLimit(message.name)
    if (refusal !== undefined) {
      send({ t: 'end', id, error: refusal })
      return
    }
    // overLimit took a place in the shell's count for a feed.
    if (FEED_STREAMS.has(message.name)) feeds.add(id)
    let active = true
    // Registered before the handler runs, because a stream may emit its snapshot synchronously and
    // that very emit may trip back-pressure and stop everything.
    const starting = () => {
      active = false
    }
    subscriptions.set(id, starting)
    const result = router.subscribe(
      message.name,
      message.params,
      (event) => {
        if (active) send({ t: 'event', id, event })
      },
      ctx,
    )
    if (!result.ok) {
      subscriptions.delete(id)
      releaseFeed(id)
      send({ t: 'end', id, error: result.error })
      return
    }
    const stop = onceStop(id, result.value)
    if (subscriptions.get(id) !== starting) {
      // Stopped while starting (the socket closed, or the snapshot overflowed it).
      stop()
      return
    }
    subscriptions.set(id, () => {
      active = false
      stop()
    })
  }

  /** Why one more subscription of `name` is refused, if it is. */
  function overLimit(name: string): BridgeError | undefined {
    if (subscriptions.size >= maxSubscriptions) {
      return bridgeError(
        'validation',
        'too-many-subscriptions',
        `At most ${maxSubscriptions} streams may be open in one window; close some first.`,
      )
    }
    if (!FEED_STREAMS.has(name)) return undefined
    if (feeds.size >= maxFeeds) {
      return bridgeError(
        'validation',
        'too-many-feeds',
        `At most ${maxFeeds} boards may be followed in one window; close some first.`,
      )
    }
    if (!shellFeeds.take()) {
      return bridgeError(
        'validation',
        'too-many-feeds',
        `At most ${shellFeeds.max} boards may be followed in all windows together; close some first.`,
      )
    }
    return undefined
  }

  function unsubscribe(id: number): void {
    // An unknown id is normal: the stream may have ended on the server while the unsub was in flight.
    const stop = subscriptions.get(id)
    if (stop === undefined) return
    subscriptions.delete(id)
    releaseFeed(id)
    stop()
  }

  function releaseFeed(id: number): void {
    if (feeds.delete(id)) shellFeeds.give()
  }

  socket.on('message', (data, isBinary) => {
    if (closed) return
    if (isBinary) {
      protocolError('Binary frames are not part of the bridge protocol')
      return
    }
    let json: unknown
    try {
      json = JSON.parse(toText(data))
    } catch {
      protocolError('Message is not JSON')
      return
    }
    const parsed = clientMessageSchema.safeParse(json)
    if (!parsed.success) {
      protocolError(describeIssues(parsed.error))
      return
    }
    const message = parsed.data
    switch (message.t) {
      case 'call':
        call(message)
        break
      case 'sub':
        subscribe(message)
        break
      case 'unsub':
        unsubscribe(message.id)
        break
      case 'cancel':
        cancelCall(message.id)
        break
    }
  })

  let answered = true
  socket.on('pong', () => {
    answered = true
  })
  const heartbeat = setInterval(() => {
    if (!answered) {
      log(`web: cutting bridge client ${clientId}: no answer to a ping in ${heartbeatMs} ms`)
      closed = true
      stopAll()
      socket.terminate()
      return
    }
    answered = false
    socket.ping()
  }, heartbeatMs)
  heartbeat.unref()

  socket.on('close', () => {
    closed = true
    clearInterval(heartbeat)
    stopAll()
  })

  socket.on('error', (err) => {
    // ws closes the socket itself after an error (e.g. 1009 for an oversized message).
    log(`web: bridge client ${clientId} socket error: ${err.message}`)
  })
}
