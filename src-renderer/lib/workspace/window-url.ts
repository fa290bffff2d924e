/**
 * A saved window's place in a URL (`?window=<id>`): how a board window of the web shell is opened and
 * how it finds which saved window it is. Here, below the features, because a feature (the screener's
 * "send to a board") opens one as the app shell does.
 */
const windowIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/** The saved window this page is, if its URL names one. */
export function windowIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('window')
  return id !== null && windowIdPattern.test(id) ? id : null
}

/** The URL of a board window of the web shell, on this page's own origin (the cookie authenticates it). */
export function windowUrl(id: string, location: Pick<Location, 'pathname'> = window.location): string {
  return `${location.pathname}?window=${encodeURIComponent(id)}`
}
