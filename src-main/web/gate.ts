import type { IncomingMessage } from 'node:http'
import { LAUNCH_PARAM } from './launch-codes'
import { cookieName, cookieValues, type Sessions } from './token'

/**
 * The one door of the web shell, used by plain requests and WebSocket upgrades alike. Host and
 * Origin are checked before anything else, so that a page from another site (or a rebound DNS
 * name) is told 403 whatever it carries, and learns nothing about sessions.
 */

export interface GateConfig {
  /** `127.a.b.c:port`: the one Host (and, with `http://`, the one Origin) of this shell. */
  readonly ownHost: string
  readonly port: number
  readonly sessions: Sessions
}

export type GateVerdict =
  | {
      readonly ok: true
      /** The request URL, resolved against the (validated) Host. */
      readonly url: URL
      /** `http://<Host>`: the shell's own origin. */
      readonly origin: string
      /** The session cookie names an open session. */
      readonly session: boolean
      /** A `?launch=` code the request carried (not yet checked or spent). */
      readonly launchCode: string | undefined
    }
  | { readonly ok: false; readonly status: 400 | 403; readonly reason: string }

export function checkRequest(req: IncomingMessage, config: GateConfig): GateVerdict {
  // A page on evil.example whose name was rebound to our address still sends its own name as Host.
  const host = req.headers.host?.toLowerCase()
  if (host !== config.ownHost) return { ok: false, status: 403, reason: 'foreign Host' }
  // Browsers always send Origin on WebSocket upgrades and cross-origin requests; a page of another
  // origin must never reach the bridge, even with the cookie riding along.
  const origin = `http://${host}`
  if (req.headers.origin !== undefined && req.headers.origin.toLowerCase() !== origin) {
    return { ok: false, status: 403, reason: 'foreign Origin' }
  }

  // Only origin-form targets. Concatenating (not `new URL(target, base)`) keeps a `//evil` path a
  // path on our host instead of a host of its own.
  const target = req.url ?? ''
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'bad request target' }
  let url: URL
  try {
    url = new URL(`${origin}${target}`)
  } catch {
    return { ok: false, status: 400, reason: 'bad request target' }
  }
  const session = config.sessions.has(cookieValues(req.headers.cookie, cookieName(config.port)))
  return { ok: true, url, origin, session, launchCode: url.searchParams.get(LAUNCH_PARAM) ?? undefined }
}
