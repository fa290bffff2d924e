import { isControlPath, simControlFetch } from '../kit/control/control-client'
import { startSimulator, type Simulator, type SimulatorOptions } from '../server'

/** A frozen simulator (speed 0) at a fixed moment, so tests move time only on purpose. */
export async function startFrozen(options: SimulatorOptions = {}): Promise<Simulator> {
  return startSimulator({ speed: 0, startTime: '2026-03-02T10:00:00+07:00', ...options })
}

/**
 * `fetch` and parse. A `/__sim` URL carries the control token of the simulator it names (see
 * control-client.ts), so tests drive the control API the one way the core does.
 */
export async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const target = new URL(url)
  const res = isControlPath(target.pathname)
    ? await simControlFetch(target.origin, `${target.pathname.slice('/__sim'.length)}${target.search}`, init)
    : await fetch(url, init)
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // keep the raw text; the caller asserts on it
  }
  return { status: res.status, body, headers: res.headers }
}

export async function postJson(
  url: string,
  payload: unknown,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  return getJson(url, {
    ...init,
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    body: JSON.stringify(payload),
  })
}
