import { APP_HOST, APP_SCHEME } from './app-protocol'

/**
 * What a page asked for with `window.open`, once the shell has checked it is one of our own windows:
 * a saved board (`?window=<id>`) or a window of another kind (`?view=chart&symbol=FPT`, blotter,
 * account). The renderer opens popups with `window.open` in both shells; in Electron the shell's
 * window-open handler denies Chromium's own window and opens a hardened one of ours instead.
 */
export type WindowOpenRequest =
  | { kind: 'saved'; windowId: string }
  | {
      kind: 'view'
      /** The query of index.html, as the page wrote it (`?view=…&…`). */
      query: string
      /** window.open's target: a second open of the same name shows the window already open. */
      name: string
      size: { width: number; height: number; x?: number; y?: number }
    }

/** The subset of Electron's `HandlerDetails` this needs. */
export interface OpenDetails {
  url: string
  frameName: string
  features: string
}

const idPattern = /^[A-Za-z0-9_-]{1,64}$/
const viewPattern = /^[a-z][a-z-]{0,31}$/
const namePattern = /^[A-Za-z0-9_.-]{1,80}$/
const MIN_SIZE = 320
const MAX_SIZE = 8192
const defaultSize = { width: 1100, height: 720 }

/** `width=1000,height=520,left=10`: window.open's feature string, numbers only. */
function featureNumbers(features: string): Map<string, number> {
  const numbers = new Map<string, number>()
  for (const part of features.split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim().toLowerCase())
    if (key && value && /^-?\d{1,6}$/.test(value)) numbers.set(key, Number(value))
  }
  return numbers
}

const clampSize = (value: number | undefined, fallback: number): number =>
  Math.min(MAX_SIZE, Math.max(MIN_SIZE, value ?? fallback))

/**
 * Parses a window-open request; null for anything that is not a page of this app (another origin,
 * another path, a query it does not recognise), which the shell refuses.
 */
export function windowOpenRequest(details: OpenDetails): WindowOpenRequest | null {
  let url: URL
  try {
    url = new URL(details.url)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null
  if (url.pathname !== '/' && url.pathname !== '/index.html') return null
  if (url.username !== '' || url.password !== '' || url.hash !== '') return null

  const windowId = url.searchParams.get('window')
  const view = url.searchParams.get('view')
  if (windowId !== null && view === null) {
    return idPattern.test(windowId) ? { kind: 'saved', windowId } : null
  }
  if (view === null || !viewPattern.test(view) || windowId !== null) return null

  const numbers = featureNumbers(details.features)
  const x = numbers.get('left')
  const y = numbers.get('top')
  return {
    kind: 'view',
    query: url.search,
    name: namePattern.test(details.frameName) ? details.frameName : `${view}-${url.search}`,
    size: {
      width: clampSize(numbers.get('width'), defaultSize.width),
      height: clampSize(numbers.get('height'), defaultSize.height),
      ...(x !== undefined && y !== undefined ? { x, y } : {}),
    },
  }
}
