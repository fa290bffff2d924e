import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ManualClock } from '../testing/manual-clock'
import { createHttpClient } from './http-client'

const MINUTE = 60_000

/**
 * A broker over a real loopback socket whose Date headers the test writes: `skew` (ms from the
 * test's clock) for every answer, and `oddOnce` for the next answer only (a proxy's stray header).
 */
async function broker(machine: ManualClock) {
  const state = { skew: 0, oddOnce: null as number | null, heads: 0 }
  const server: Server = createServer((req, res) => {
    const skew = state.oddOnce ?? state.skew
    state.oddOnce = null
    if (req.method === 'HEAD') state.heads += 1
    res.setHeader('date', new Date(machine.now() + skew).toUTCString())
    res.setHeader('content-type', 'application/json')
    res.end(req.method === 'HEAD' ? undefined : '{"ok":true}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, state }
}

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
})

const ok = z.object({ ok: z.boolean() })

describe('the signing clock against one odd Date header (issue 23, 9)', () => {
  it('signs on the broker’s clock after one answer 13 minutes off, and asks the broker again first', async () => {
    const machine = new ManualClock()
    const b = await broker(machine)
    const http = createHttpClient({ baseUrl: b.url, clock: machine })
    for (let i = 0; i < 3; i++) await http.getJson('/read', ok)
    b.state.oddOnce = 13 * MINUTE
    await http.request({ path: '/read-2', schema: ok })
    expect(http.clock.unsettled).toBe(true)

    const signedAt: number[] = []
    await http.request({
      method: 'POST',
      path: '/order',
      schema: ok,
      body: {},
      signHeaders: () => {
        signedAt.push(http.clock.serverNow())
        return { 'x-signed-at': String(signedAt.at(-1)) }
      },
    })
    expect(b.state.heads).toBeGreaterThan(0)
    expect(signedAt).toHaveLength(1)
    expect(Math.abs(signedAt[0]! - machine.now())).toBeLessThan(1_000)
    expect(http.clock.unsettled).toBe(false)
  })

  it('follows a jump the broker’s answers agree on before signing', async () => {
    const machine = new ManualClock()
    const b = await broker(machine)
    const http = createHttpClient({ baseUrl: b.url, clock: machine })
    await http.getJson('/read', ok)
    b.state.skew = 60 * MINUTE
    await http.request({ path: '/read-2', schema: ok })
    expect(Math.abs(http.clock.offsetMs)).toBeLessThan(1_000)

    let signedAt = 0
    await http.request({
      method: 'POST',
      path: '/order',
      schema: ok,
      body: {},
      signHeaders: () => {
        signedAt = http.clock.serverNow()
        return {}
      },
    })
    expect(Math.abs(signedAt - (machine.now() + 60 * MINUTE))).toBeLessThan(1_000)
  })

  it('counts no answer from another address', async () => {
    const machine = new ManualClock()
    const b = await broker(machine)
    const elsewhere = await broker(machine)
    elsewhere.state.skew = 30 * MINUTE
    const http = createHttpClient({ baseUrl: b.url, clock: machine })
    const stray = createHttpClient({ baseUrl: elsewhere.url, clock: machine, brokerClock: http.clock })
    await http.getJson('/read', ok)
    for (let i = 0; i < 4; i++) await stray.getJson('/read', ok)
    expect(Math.abs(http.clock.offsetMs)).toBeLessThan(1_000)
  })
})
