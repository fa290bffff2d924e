/**
 * Tells the core which rows a board draws (`board.viewRows`), so each poll's changes to them come
 * ahead of the whole delta (issue 24, point 4). The rows change with every scroll, sort, filter,
 * resize and basket, and a trader scrolling fires dozens of grid events a second, so the reports
 * are coalesced: at most one call in flight, no two sent closer than `minGapMs`, the last one always
 * with the latest rows (read when it is sent, not when the event came), and nothing sent when the
 * rows are the ones the core already has.
 */
export interface ViewReportOptions {
  /** The rows the grid draws now (viewport and row buffer), in any order. */
  readonly read: () => readonly string[]
  /** Sends them; resolves whether the core took them (a refused call is sent again at the next change). */
  readonly send: (symbols: readonly string[]) => Promise<boolean>
  /** Shortest time between two sends, ms. */
  readonly minGapMs?: number
  readonly now?: () => number
  readonly setTimer?: (fn: () => void, ms: number) => unknown
  readonly clearTimer?: (timer: unknown) => void
}

export interface ViewReport {
  /** The rows the grid draws may have changed: report them if they did. */
  changed(): void
  /**
   * The core does not know this board's rows (a new subscription: another source, a resubscribe or
   * a reconnected socket, which is a new client): the next report is sent even if the rows are the
   * same, and reports are sent from now on. Until the first start nothing is sent.
   */
  start(): void
  /** The subscription ended: nothing is sent until the next `start`. */
  stop(): void
}

export const VIEW_REPORT_GAP_MS = 200

export function createViewReport(options: ViewReportOptions): ViewReport {
  const minGapMs = options.minGapMs ?? VIEW_REPORT_GAP_MS
  const now = options.now ?? (() => performance.now())
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  let active = false
  /** Something may have changed since the last send. */
  let dirty = false
  let inFlight = false
  let timer: unknown = undefined
  /** The rows the core has, as a key; null when it has none of ours. */
  let sentKey: string | null = null
  let lastSentAt = Number.NEGATIVE_INFINITY
  /** Bumped by start and stop, so a refusal of an older subscription's report changes nothing. */
  let epoch = 0

  const schedule = (): void => {
    if (!active || inFlight || timer !== undefined || !dirty) return
    const wait = Math.max(0, lastSentAt + minGapMs - now())
    timer = setTimer(flush, wait)
  }

  const flush = (): void => {
    timer = undefined
    if (!active || !dirty) return
    dirty = false
    const symbols = options.read()
    const key = [...symbols].sort().join(',')
    if (key === sentKey) return
    const forEpoch = epoch
    inFlight = true
    lastSentAt = now()
    sentKey = key
    void options
      .send(symbols)
      .catch(() => false)
      .then((taken) => {
        inFlight = false
        if (!taken && forEpoch === epoch) sentKey = null
        schedule()
      })
  }

  const cancelTimer = (): void => {
    if (timer !== undefined) clearTimer(timer)
    timer = undefined
  }

  return {
    changed() {
      dirty = true
      schedule()
    },
    start() {
      epoch += 1
      active = true
      sentKey = null
      dirty = true
      cancelTimer()
      schedule()
    },
    stop() {
      epoch += 1
      active = false
      dirty = false
      sentKey = null
      cancelTimer()
    },
  }
}
