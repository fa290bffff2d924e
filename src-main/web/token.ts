import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The per-launch secret of the web shell. Whoever holds it may trade, so it lives only in the
 * printed URL, this process, and an HttpOnly cookie of the browser session that opened it.
 */

/** 256 random bits, URL-safe so it travels in `?token=` without escaping. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest()

/**
 * Constant-time comparison. Hashing first gives both sides the same length, so neither the content
 * nor the length of a wrong guess shows in the timing.
 */
export function tokenMatches(candidate: string | undefined, token: string): boolean {
  if (candidate === undefined) return false
  return timingSafeEqual(digest(candidate), digest(token))
}

/**
 * Cookies do not isolate ports, so two shells on one machine would overwrite each other's cookie
 * under a shared name; naming it after the port keeps them apart.
 */
export const cookieName = (port: number): string => `workstation_token_${port}`

/**
 * HttpOnly keeps it away from page scripts; SameSite=Strict keeps other sites from riding on it; no
 * Max-Age or Expires, so it dies with the browser session. No `Secure`: the shell speaks plain HTTP
 * on loopback.
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
