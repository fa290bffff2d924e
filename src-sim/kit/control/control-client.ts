import { randomBytes } from 'node:crypto'

/**
 * How a caller reaches the simulator's control API (`/__sim/*`): every call carries the per-launch
 * token in `X-Sim-Control-Token`. A simulator started in this process registers its token here, so
 * the core and the tests find it by URL; a simulator in another process (`npm run sim`, the web
 * shell's embedded one in an e2e run) is reached with the token from `SIM_CONTROL_TOKEN`.
 */

export const SIM_CONTROL_HEADER = 'X-Sim-Control-Token'
export const SIM_CONTROL_ENV = 'SIM_CONTROL_TOKEN'

const tokens = new Map<string, string>()

const originOf = (url: string): string => new URL(url).origin

/** Called by `startSimulator`; `forget` when it closes. */
export function registerControlToken(url: string, token: string): () => void {
  const origin = originOf(url)
  tokens.set(origin, token)
  return () => {
    if (tokens.get(origin) === token) tokens.delete(origin)
  }
}

/** The token of the simulator at `url`: registered in this process, else the environment's. */
export function controlTokenFor(url: string): string | undefined {
  return tokens.get(originOf(url)) ?? process.env[SIM_CONTROL_ENV]
}

/** The header to add to a control call, or none when no token is known (the call will get 401). */
export function controlHeaders(url: string): Record<string, string> {
  const token = controlTokenFor(url)
  return token === undefined ? {} : { [SIM_CONTROL_HEADER]: token }
}

/** True for a `/__sim` target, with or without a query. */
export const isControlPath = (path: string): boolean => path === '/__sim' || path.startsWith('/__sim/')

/**
 * `fetch` of `{simulatorUrl}/__sim{path}` with the control token. `path` starts with `/`
 * (`/demo`, `/faults`, …).
 */
export function simControlFetch(
  simulatorUrl: string,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const base = simulatorUrl.replace(/\/+$/, '')
  const headers = new Headers(init.headers)
  for (const [name, value] of Object.entries(controlHeaders(base))) headers.set(name, value)
  return fetch(`${base}/__sim${path}`, { ...init, headers })
}

/** 256 random bits, URL-safe so it can be printed and passed in an environment variable. */
export function newControlToken(): string {
  return randomBytes(32).toString('base64url')
}
