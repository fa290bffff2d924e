import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * One-time launch codes: what the browser is handed (on its command line, or in a printed link)
 * instead of a credential. A code is spent by its first use, which trades it for a session cookie;
 * whoever reads it afterwards (`ps`, shell history, a screenshot of the terminal) gets nothing.
 *
 * A code is `<nonce>.<HMAC-SHA256(key, nonce)>`, so anyone holding the key can mint codes without
 * asking the shell: the shell itself, and a test or dev script that chose the key and passed it in
 * the environment (`WORKSTATION_LAUNCH_KEY`, readable only by the same user, never in argv).
 */

export const LAUNCH_KEY_ENV = 'WORKSTATION_LAUNCH_KEY'
/** The query parameter that carries a code. */
export const LAUNCH_PARAM = 'launch'

export type SpendResult = 'ok' | 'spent' | 'invalid'

export interface LaunchCodes {
  mint(): string
  /** Checks a code and spends it: only the first call with a valid code gets `ok`. */
  spend(code: string): SpendResult
}

/** 256 random bits, base64url: a key to pass in `WORKSTATION_LAUNCH_KEY`. */
export function newLaunchKey(): string {
  return randomBytes(32).toString('base64url')
}

/** Mints a code under `key` (base64url); for callers that hold the key outside the shell. */
export function mintLaunchCode(key: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${mac(key, nonce)}`
}

/** `origin` + `path` with `code` as its launch parameter: a one-time link. */
export function launchLink(origin: string, code: string, path = '/'): string {
  const url = new URL(path, origin)
  url.searchParams.set(LAUNCH_PARAM, code)
  return url.href
}

const mac = (key: string, nonce: string): string =>
  createHmac('sha256', Buffer.from(key, 'base64url')).update(nonce, 'utf8').digest('base64url')

const CODE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/

export function createLaunchCodes(key: string = newLaunchKey()): LaunchCodes {
  if (Buffer.from(key, 'base64url').length < 32) throw new Error('The launch key must hold 256 bits')
  const spent = new Set<string>()
  return {
    mint: () => mintLaunchCode(key),
    spend(code) {
      const match = CODE_PATTERN.exec(code)
      if (!match) return 'invalid'
      const [, nonce = '', given = ''] = match
      const expected = Buffer.from(mac(key, nonce), 'base64url')
      const actual = Buffer.from(given, 'base64url')
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid'
      if (spent.has(nonce)) return 'spent'
      spent.add(nonce)
      return 'ok'
    },
  }
}
