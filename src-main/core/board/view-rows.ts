import type { BoardEvent, BoardFeedSource } from '../../../src-shared/bridge/contract'
import { sourceKey } from './feed-registry'
import { frontOf } from './front-delta'

type Emit = (event: BoardEvent) => void

/** One client's view of one feed: how many of its subscriptions follow it, and the rows it draws. */
interface View {
  subscriptions: number
  symbols: ReadonlySet<string>
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
  /** By client id, then by the source's key (the feed registry's). */
  private readonly views = new Map<string, Map<string, View>>()

  /**
   * Wraps one subscription's `emit`: each delta is preceded by its front for this client's view,
   * when it has one (see frontOf). The full delta is passed on unchanged: the same object every
   * window gets, so the web shell still encodes it once for all of them. `close` ends the wrapping
   * subscription's hold on the view.
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
    let closed = false
    return {
      emit: (event) => {
        if (event.type === 'delta' && held.symbols.size > 0) {
          const front = frontOf(event, held.symbols)
          if (front !== null) emit(front)
        }
        emit(event)
      },
      close: () => {
        if (closed) return
        closed = true
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
