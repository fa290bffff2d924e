import type { IncomingMessage } from 'node:http'
import { cookieName, cookieValues, tokenMatches } from './token'

/**
 * The one door of the web shell, used by plain requests and WebSocket upgrades alike. Host and
 * Origin are checked before the token so that a page from another site (or a rebound DNS name)
 * is told 403 whatever it carries, and learns nothing about the token.
 */

export interface GateConfig {
  readonly port: number
  readonly token: string
}

export type GateVerdict =
  | {
      readonly ok: true
      /** The request URL, resolved against the (validated) Host. */
      readonly url: URL
      /** `http://<Host>`: one of the shell's own origins. */
      readonly origin: string
      /** The request carried `?token=` (valid or not); it should be moved out of the URL. */
      readonly tokenInQuery: boolean
      /** The `?token=` was the right one, so the session cookie may be set. */
      readonly queryTokenValid: boolean
    }
  | { readonly ok: false; readonly status: 400 | 401 | 403; readonly reason: string }

export const ownHosts = (port: number): readonly string[] => [`127.0.0.1:${port}`, `localhost:${port}`]
export const ownOrigins = (port: number): readonly string[] => ownHosts(port).map((h) => `http://${h}`)

export function checkRequest(req: IncomingMessage, config: GateConfig): GateVerdict {
  // A page on evil.example whose name was rebound to 127.0.0.1 still sends its own name as Host.
  const host = req.headers.host?.toLowerCase()
  if (host === undefined || !ownHosts(config.port).includes(host)) {
    return { ok: false, status: 403, reason: 'foreign Host' }
  }
  // Browsers always send Origin on WebSocket upgrades and cross-origin requests; a page of another
  // origin must never reach the bridge, even with the cookie riding along.
  const origin = req.headers.origin
  if (origin !== undefined && !ownOrigins(config.port).includes(origin.toLowerCase())) {
    return { ok: false, status: 403, reason: 'foreign Origin' }
  }

  // Only origin-form targets. Concatenating (not `new URL(target, base)`) keeps a `//evil` path a
  // path on our host instead of a host of its own.
  const target = req.url ?? ''
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'bad request target' }
  let url: URL
  try {
    url = new URL(`http://${host}${target}`)
  } catch {
    return { ok: false, status: 400, reason: 'bad request target' }
  }

  const queryToken = url.searchParams.get('token') ?? undefined
  const queryTokenValid = tokenMatches(queryToken, config.token)
  const cookieValid = cookieValues(req.headers.cookie, cookieName(config.port)).some((value) =>
    tokenMatches(value, config.token),
  )
  if (!queryTokenValid && !cookieValid) return { ok: false, status: 401, reason: 'missing or wrong token' }

  return { ok: true, url, origin: `http://${host}`, tokenInQuery: queryToken !== undefined, queryTokenValid }
}
