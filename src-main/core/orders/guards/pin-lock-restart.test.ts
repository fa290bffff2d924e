import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BridgeError } from '../../../../src-shared/bridge/errors'
import { vnTime } from '../../../../src-shared/market/vietnam-calendar'
import type { CallContext } from '../../bridge/router'
import { startWorkstation, type Workstation } from '../../app/start-workstation'
import { ManualClock } from '../../testing/manual-clock'

/**
 * The trading PIN's wrong-try lock survives a restart of the web shell: the whole workstation
 * (settings, vault and data folder on disk, the embedded simulator) is started, five wrong PINs
 * lock it, the workstation is closed and started again on the same folder, and the lock still
 * holds until its time on the core's clock, then the right PIN works.
 */
const ctx: CallContext = { origin: 'web', clientId: 'pin-lock-test' }
const pin = '604271'
const wrongPin = '111111'
let dataDir: string
let clock: ManualClock
let running: Workstation | null = null

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pin-lock-'))
  clock = new ManualClock(vnTime(2026, 3, 2, 10, 0))
})
afterEach(async () => {
  await running?.close()
  running = null
  await rm(dataDir, { recursive: true, force: true })
})

async function start(): Promise<Workstation> {
  await running?.close()
  running = await startWorkstation({ shell: 'web', version: 'test', dataDir, clock })
  return running
}

type Answer = { ok: true; value: unknown } | { ok: false; error: BridgeError }

const changePin = async (w: Workstation, current: string): Promise<Answer> =>
  await w.router.call('orders.setTradingPin', { current, next: pin }, ctx)

const refusal = (answer: Answer): BridgeError | null => (answer.ok ? null : answer.error)

describe('the trading PIN lock across a restart', () => {
  it('holds after the restart until its time, then the right PIN works', async () => {
    const first = await start()
    const setupCode = first.pinSetupCode() ?? ''
    expect(
      ((await first.router.call('orders.setTradingPin', { next: pin, setupCode }, ctx)) as Answer).ok,
    ).toBe(true)
    for (let i = 0; i < 4; i++)
      expect(refusal(await changePin(first, wrongPin))).toMatchObject({ code: 'guard-pin-wrong' })
    const locked = refusal(await changePin(first, wrongPin))
    expect(locked).toMatchObject({ code: 'guard-pin-locked', retryAt: clock.now() + 5 * 60_000 })
    expect((await stat(join(dataDir, 'pin-lock.json'))).mode & 0o777).toBe(0o600)

    // A guesser restarts the shell for fresh tries: the right PIN is still refused, same time.
    const second = await start()
    await clock.advance(4 * 60_000)
    expect(refusal(await changePin(second, pin))).toMatchObject({
      code: 'guard-pin-locked',
      retryAt: locked?.retryAt,
    })

    await clock.advance(60_000)
    const third = await start()
    expect((await changePin(third, pin)).ok).toBe(true)
  })

  it('keeps the count of wrong tries below the lock across a restart', async () => {
    const first = await start()
    const setupCode = first.pinSetupCode() ?? ''
    await first.router.call('orders.setTradingPin', { next: pin, setupCode }, ctx)
    for (let i = 0; i < 4; i++) await changePin(first, wrongPin)
    // Four wrong tries, then a restart: the fifth locks, it does not start a fresh count.
    const second = await start()
    expect(refusal(await changePin(second, wrongPin))).toMatchObject({ code: 'guard-pin-locked' })
  })
})
