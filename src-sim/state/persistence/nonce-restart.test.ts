import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../server'
import { startFrozen } from '../../testing/harness'
import { signedCall } from '../../areas/trading/testing/signed-call'

/**
 * A real gateway keeps its nonces across a restart: an exact signed replay inside the five minutes
 * is refused by the restarted simulator too, because the nonces are kept with the world's state.
 */
const me = '/users/v1/users/me'
let dir: string
let sim: Simulator | null = null

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-nonces-'))
})
afterAll(async () => {
  await sim?.close()
  await rm(dir, { recursive: true, force: true })
})

const start = (startTime: string) => startFrozen({ startTime, state: { file: join(dir, 'world.json') } })

describe('nonces across a restart', () => {
  it('refuses an exact signed replay after a restart within the window, and takes it after', async () => {
    sim = await start('2026-03-02T10:00:00+07:00')
    const timestamp = sim.context.world.clock.now()
    const first = await signedCall(sim, { path: me, nonce: 'kept-across-restart', timestamp })
    expect(first.status).toBe(200)
    await sim.close()

    // Restarted two minutes later: the same request, byte for byte, is a replay.
    sim = await start('2026-03-02T10:02:00+07:00')
    const replay = await signedCall(sim, { path: me, nonce: 'kept-across-restart', timestamp })
    expect(replay.status).toBe(401)
    expect(replay.body.error_code).toBe('NONCE_REUSED')
    const fresh = await signedCall(sim, { path: me, nonce: 'a-new-nonce' })
    expect(fresh.status).toBe(200)
    await sim.close()

    // After the window the nonce is forgotten (its timestamp is then refused as expired anyway).
    sim = await start('2026-03-02T10:06:00+07:00')
    const reused = await signedCall(sim, { path: me, nonce: 'kept-across-restart' })
    expect(reused.status).toBe(200)
  })
})
