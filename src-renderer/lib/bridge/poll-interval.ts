/**
 * How often a window re-reads something that changes (a quote, a book, a sector's breadth), by
 * whether the trader is looking at it (issue 24, the request budget): the focused window at the
 * given cadence, an open but unfocused one five times slower, a hidden one not at all (TanStack
 * Query already stops a hidden page's interval; `false` says so where a page is hidden but polls
 * in the background). TanStack Query asks again after every read, so a window that gains the focus
 * is back at its cadence from its next read; a focus change also refetches stale queries at once.
 */
export const UNFOCUSED_POLL_FACTOR = 5

export interface PageAttention {
  readonly visibilityState: DocumentVisibilityState
  hasFocus(): boolean
}

export function pollEvery(ms: number, page: PageAttention = document): () => number | false {
  return () => {
    if (page.visibilityState === 'hidden') return false
    return page.hasFocus() ? ms : ms * UNFOCUSED_POLL_FACTOR
  }
}
