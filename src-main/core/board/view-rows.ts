import type { BoardEvent, BoardFeedSource } from '../../../src-shared/bridge/contract'
import type { Clock, TimerId } from '../clock/clock'
import { sourceKey } from './feed-registry'
import { frontOf } from './front-delta'

type Emit = (event: BoardEvent) => void

/** One client's view of one feed: how many of its subscriptions follow it, and the rows it draws. */
interface View {
  subscriptions: number
  symbols: ReadonlySet<string>
}

/** One subscription that follows a source through here: where its events go, and its client's view. */
interface Follower {
  readonly emit: Emit
  readonly view: View
  /** The delta this follower was last sent a front of (its full delta then waits a frame). */
  frontOf: object | null
  /** Sends at once what waits behind a full delta (before a newer front may go out). */
  flush(): void
}

/**
 * How long a window's full delta waits after its front: one frame at 60 Hz. Sent at once, the full
 * delta (~490 KB of JSON at 20,000 updates/s) reached the page right behind its front, and parsing
 * and merging it (~10 ms of the page's main thread) landed before the frame that draws the front's
 * rows. Measured at 20,000 updates/s, in one run: quote to paint of the rows on screen p50 45 →
 * 39 ms. The rows it holds are off screen, so the trader sees nothing of the wait.
 */
export const FULL_AFTER_FRONT_MS = 16

interface Following {
  readonly all: Set<Follower>
  readonly fronted: WeakSet<object>
}

const noRows: ReadonlySet<string> = new Set()

/**
 * The rows each client (window or socket) draws now, per feed source, so that each poll's changes
 * to them reach it ahead of the whole market's (issue 24, point 4: a whole-market delta is ~490 KB
 * of JSON to encode, send and parse before any row on screen can change).
 *
 * A view lives exactly as long as the client's subscriptions to that source: `follow` opens it for
 * one `board.deltas` subscription, and it is forgotten when the last of them ends. A view told for
 * a source the client does not follow is ignored, so a client can hold no more views than streams
 * (which the shells bound).
 */
export class ViewRows {
  /** Without a clock, a full delta follows its front at once (the tests of the views alone). */
  constructor(private readonly clock?: Clock) {}

  /** By client id, then by the source's key (the feed registry's). */
  private readonly views = new Map<string, Map<string, View>>()
  /**
   * Every subscription following each source's key, whatever its client, and the deltas whose
   * fronts were sent (its feed hands the same object to each of its followers).
   */
  private readonly followers = new Map<string, Following>()

  /**
   * Wraps one subscription's `emit`: each delta is preceded by its front for this client's view,
   * when it has one (see frontOf). The full delta is passed on unchanged: the same object every
   * window gets, so the web shell still encodes it once for all of them. The first follower a feed
   * hands a delta to sends the fronts of every follower of that source, so that no window's front
   * waits behind another window's full delta (its JSON encoding in the web shell, its structured
   * clone for IPC in Electron). `close` ends the subscription's hold on the view.
   */
  follow(clientId: string, source: BoardFeedSource, emit: Emit): { emit: Emit; close: () => void } {
    const key = sourceKey(source)
    let byKey = this.views.get(clientId)
    if (byKey === undefined) {
      byKey = new Map()
      this.views.set(clientId, byKey)
    }
    let view = byKey.get(key)
    if (view === undefined) {
      view = { subscriptions: 0, symbols: noRows }
      byKey.set(key, view)
    }
    view.subscriptions += 1
    const held = view
    let following = this.followers.get(key)
    if (following === undefined) {
      following = { all: new Set(), fronted: new WeakSet() }
      this.followers.set(key, following)
    }
    // Events held behind a full delta that waits for its front's frame, in their order.
    let waiting: BoardEvent[] | null = null
    let timer: TimerId | undefined
    const flush = (): void => {
      this.clock?.clearTimeout(timer)
      timer = undefined
      const due = waiting ?? []
      waiting = null
      for (const event of due) emit(event)
    }
    const follower: Follower = { emit, view: held, frontOf: null, flush }
    following.all.add(follower)
    const { all, fronted } = following
    const mine = following
    let closed = false
    return {
      emit: (event) => {
        if (event.type === 'delta' && !fronted.has(event)) {
          fronted.add(event)
          for (const other of all) {
            if (other.view.symbols.size === 0) continue
            const front = frontOf(event, other.view.symbols)
            if (front === null) continue
            // A full delta still waiting goes out before the next front, so rows never go back.
            other.flush()
            other.emit(front)
            other.frontOf = event
          }
        }
        if (waiting !== null) {
          waiting.push(event)
          return
        }
        if (this.clock !== undefined && follower.frontOf === event) {
          waiting = [event]
          timer = this.clock.setTimeout(flush, FULL_AFTER_FRONT_MS)
          return
        }
        emit(event)
      },
      close: () => {
        if (closed) return
        closed = true
        // The subscription is over: what waited for it is not sent.
        this.clock?.clearTimeout(timer)
        waiting = null
        all.delete(follower)
        if (all.size === 0 && this.followers.get(key) === mine) this.followers.delete(key)
        held.subscriptions -= 1
        if (held.subscriptions > 0) return
        const views = this.views.get(clientId)
        if (views?.get(key) !== held) return
        views.delete(key)
        if (views.size === 0) this.views.delete(clientId)
      },
    }
  }

  /** The rows `clientId` draws now for `source`; returns whether it follows that source (kept). */
  set(clientId: string, source: BoardFeedSource, symbols: readonly string[]): boolean {
    const view = this.views.get(clientId)?.get(sourceKey(source))
    if (view === undefined) return false
    view.symbols = new Set(symbols)
    return true
  }

  /** The rows kept for a client and source, for tests and logs. */
  rowsOf(clientId: string, source: BoardFeedSource): ReadonlySet<string> | undefined {
    return this.views.get(clientId)?.get(sourceKey(source))?.symbols
  }
}
