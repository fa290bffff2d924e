import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Simulator } from '../../../src-sim/server'
import { CoreError } from '../errors/to-bridge-error'
import { createHttpClient } from '../http/http-client'
import { createAccountService } from './account-service'
import { demoKit, startFrozenNow, type DemoKit } from '../testing/sim-test-kit'
import { ManualClock } from '../testing/manual-clock'

let sim: Simulator
let kit: DemoKit

beforeAll(async () => {
  sim = await startFrozenNow(21)
  kit = await demoKit(sim)
})
afterAll(async () => {
  kit.tokens.stop()
  await sim.close()
})

const service = (accounts = kit.accounts as typeof kit.accounts | null) =>
  createAccountService({
    http: createHttpClient({ baseUrl: sim.url }),
    bearer: (scope) => kit.tokens.bearer(scope),
    accounts,
    clock: new ManualClock(42),
  })

describe('account service against the simulator', () => {
  it('reads the cash of a sub-account with its paging', async () => {
    const page = await service().cash({ subAccount: 'normal', pageIndex: 1, pageSize: 20 })
    expect(page.accountNo).toBe(kit.accounts.normal)
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 20, at: 42 })
    expect(page.rows).toHaveLength(1)
    expect(page.rows[0]!.cashBalance).toBeGreaterThan(0)
    // Past the last page there is nothing, not an error.
    expect((await service().cash({ subAccount: 'normal', pageIndex: 2, pageSize: 20 })).rows).toEqual([])
  })

  it('filters the matched trades by symbol and side, then pages them', async () => {
    const all = await service().matches({ subAccount: 'normal', pageIndex: 1, pageSize: 100 })
    expect(all.totalCount).toBeGreaterThan(1)
    const symbol = all.rows[0]!.symbol
    const side = all.rows[0]!.side
    const some = await service().matches({ subAccount: 'normal', symbol, side, pageIndex: 1, pageSize: 100 })
    expect(some.rows.length).toBeGreaterThan(0)
    expect(some.rows.every((r) => r.symbol === symbol && r.side === side)).toBe(true)
    expect(some.totalCount).toBe(all.rows.filter((r) => r.symbol === symbol && r.side === side).length)
    const other = side === 'B' ? 'S' : 'B'
    const none = await service().matches({
      subAccount: 'normal',
      symbol,
      side: other,
      pageIndex: 1,
      pageSize: 100,
    })
    expect(none.rows.every((r) => r.side === other)).toBe(true)
    const firstOfOne = await service().matches({ subAccount: 'normal', pageIndex: 2, pageSize: 1 })
    expect(firstOfOne.rows).toEqual([all.rows[1]])
  })

  it('reads the margin risk with its policy ratios and status', async () => {
    const risk = await service().risk()
    expect(risk.accountNo).toBe(kit.accounts.margin)
    expect(risk.initialMargin).toBeGreaterThan(risk.maintenanceMargin)
    expect(risk.maintenanceMargin).toBeGreaterThan(risk.liquidationMargin)
    expect(risk.outstanding).toBeGreaterThan(0)
    expect(['SAFE', 'WARNING', 'CALL', 'FORCE_SELL']).toContain(risk.statusCode)
    expect(risk.statusDescription.length).toBeGreaterThan(0)
  })

  it('reads the derivative positions with percent strings parsed', async () => {
    const positions = await service().positions()
    expect(positions.rows.length).toBeGreaterThan(0)
    const long = positions.rows.find((p) => p.net > 0)
    expect(long).toMatchObject({ side: 'L' })
    expect(long!.im).toBeGreaterThan(0)
    for (const p of positions.rows) expect(p.side).toBe(p.net < 0 ? 'S' : 'L')
  })

  it('says clearly when the profile has no account numbers', async () => {
    const failure = await service(null)
      .cash({ subAccount: 'normal', pageIndex: 1, pageSize: 20 })
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(CoreError)
    expect((failure as CoreError).detail).toMatchObject({ kind: 'not-found', code: 'no-accounts' })
  })
})
