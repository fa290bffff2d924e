import { createHash, randomBytes } from 'node:crypto'

/**
 * Sessions of the web shell. Whoever holds a session may trade, so its token lives only in this
 * process (as a digest) and in an HttpOnly cookie of the browser that spent a launch code for it.
 */

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

const digest = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex')

export interface Sessions {
  /** Opens a session; returns its token, for the cookie. */
  open(): string
  /** Any of `candidates` is an open session. Lookup by digest: the timing says nothing of the token. */
  has(candidates: readonly string[]): boolean
}

export function createSessions(): Sessions {
  const open = new Set<string>()
  return {
    open() {
      const token = newToken()
      open.add(digest(token))
      return token
    },
    has: (candidates) => candidates.some((c) => open.has(digest(c))),
  }
}

/**
 * Cookies do not isolate ports, so two shells on one address would overwrite each other's cookie
 * under a shared name; naming it after the port keeps them apart.
 */
export const cookieName = (port: number): string => `workstation_session_${port}`

/**
 * HttpOnly keeps it away from page scripts; SameSite=Strict keeps other sites from riding on it; no
 * Max-Age or Expires, so it dies with the browser session; no Domain, so it goes back to this
 * shell's own address only (a random 127.x.y.z per launch, see server.ts). No `Secure`: the shell
 * speaks plain HTTP on loopback.
 */
export function sessionCookie(port: number, token: string): string {
  return `${cookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`
}

/** Every value the `Cookie` header carries under `name` (a browser may send duplicates). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (header === undefined) return []
  const values: string[] = []
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq !== -1 && pair.slice(0, eq).trim() === name) values.push(pair.slice(eq + 1).trim())
  }
  return values
}
