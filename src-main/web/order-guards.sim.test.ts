import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GuardStatus, OrderIntent, OrderOutcome } from '../../src-shared/bridge/contract'
import type { BridgeError } from '../../src-shared/bridge/errors'
import { startWorkstation, type Workstation } from '../core/app/start-workstation'
import { control, requestCounts } from '../core/testing/sim-test-kit'
import { BridgeClient, isMessage, startTestShell, type TestShell } from './test-harness'

/**
 * The guards of docs/trading.md through the real web shell: the whole workstation (embedded
 * simulator, vault, settings on disk) behind the loopback socket. The user sets a trading PIN and
 * tight limits; a second bridge client, without the user and without the PIN, then tries every guard
 * and is refused, and none of its refused orders reaches the broker.
 */
let dataDir: string
let workstation: Workstation
let t: TestShell
let user: BridgeClient
let hostile: BridgeClient
let nextId = 1

const userPin = '604271'
const placeRoute = 'POST /trading/oa/sub-accounts/:subAccountId/orders'

type Answer<T> = { ok: true; value: T } | { ok: false; error: BridgeError }

async function call<T>(client: BridgeClient, name: string, input: unknown): Promise<Answer<T>> {
  const id = nextId++
  client.send({ t: 'call', id, name, input })
  const message = await client.next(isMessage('result', id), 15_000)
  return message.result as Answer<T>
}

async function refusedWith(client: BridgeClient, name: string, input: unknown): Promise<string> {
  const answer = await call(client, name, input)
  if (answer.ok) throw new Error(`${name} was let through: ${JSON.stringify(answer.value)}`)
  expect(answer.error.kind).toBe('forbidden')
  return answer.error.code
}

async function ok<T>(client: BridgeClient, name: string, input: unknown): Promise<T> {
  const answer = await call<T>(client, name, input)
  if (!answer.ok) throw new Error(`${name} refused: ${JSON.stringify(answer.error)}`)
  return answer.value
}

/** A walking HOSE stock well above its floor: a buy at the floor rests in the book. */
function restingStock(): { symbol: string; floor: number } {
  const found = workstation.simulator.sim.context.world.market
    .all()
    .find((x) => x.exchange === 'HOSE' && x.regime === 'walk' && x.bid1 > x.floor * 1.03 && x.floor < 60_000)
  if (found === undefined) throw new Error('no stock well above its floor')
  return { symbol: found.symbol, floor: found.floor }
}

let ticket = 0
const intent = (
  fields: Partial<OrderIntent> & Pick<OrderIntent, 'symbol' | 'quantity' | 'price'>,
): OrderIntent => ({
  intentId: `guard-test-${String(++ticket).padStart(4, '0')}`,
  side: 'BUY',
  type: 'LO',
  ...fields,
})

const placedAtBroker = async (): Promise<number> =>
  (await requestCounts(workstation.simulator.sim)).routes[placeRoute] ?? 0

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'order-guards-'))
  workstation = await startWorkstation({ shell: 'web', version: 'test', dataDir })
  t = await startTestShell({ router: workstation.router })
  user = await BridgeClient.connect(t)
  hostile = await BridgeClient.connect(t)
})
afterAll(async () => {
  await Promise.allSettled([user.close(), hostile.close()])
  await t.close()
  await workstation.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('a second bridge client, without the user', () => {
  it('is refused by every guard, and nothing it was refused reaches the broker', async () => {
    const { symbol, floor } = restingStock()
    // The first PIN needs the setup code the shell printed in its terminal: the hostile client,
    // first on the bridge, cannot make the PIN its own.
    const setupCode = workstation.pinSetupCode()
    expect(setupCode).toMatch(/^\d{8}$/)
    expect(await refusedWith(hostile, 'orders.setTradingPin', { next: '111111' })).toBe(
      'guard-setup-code-required',
    )
    const guessed = setupCode === '00000000' ? '00000001' : '00000000'
    expect(await refusedWith(hostile, 'orders.setTradingPin', { next: '111111', setupCode: guessed })).toBe(
      'guard-setup-code-wrong',
    )
    // The user: a PIN, tight limits (tightening needs no PIN), a second factor for the day.
    const set = await ok<GuardStatus>(user, 'orders.setTradingPin', { next: userPin, setupCode })
    // Spent: the terminal gets a new code (for a forgotten PIN), and the one the page saw is dead.
    expect(workstation.pinSetupCode()).toMatch(/^\d{8}$/)
    expect(workstation.pinSetupCode()).not.toBe(setupCode)
    expect(set).toMatchObject({ channel: 'trading-pin', pinSet: true })
    const limits = {
      maxOrderValue: floor * 300,
      maxOrderQuantity: 500,
      maxOrdersPerMinute: 4,
      maxDailyValue: floor * 250,
    }
    await ok(user, 'orders.setGuards', {
      limits: { ...limits, maxDailyValue: floor * 200 },
      confirmEvery: true,
      confirmAbove: floor * 150,
    })
    // Loosening with the PIN is the person's own act: it goes through.
    await ok(user, 'orders.setGuards', { limits: { maxDailyValue: limits.maxDailyValue }, pin: userPin })
    // Only scrypt's output is kept, never the PIN.
    expect(JSON.stringify(workstation.vault.getTradingPin())).not.toContain(userPin)
    await ok(user, 'auth.secondFactor.request', {})
    const outbox = await control<{ code: string }[]>(workstation.simulator.sim, '/outbox')
    await ok(user, 'auth.secondFactor.verify', { code: outbox.at(-1)?.code ?? '' })
    const before = await placedAtBroker()

    // Beyond the value limit (the 89 M VND against 1 M), and beyond the quantity limit.
    expect(await refusedWith(hostile, 'orders.place', intent({ symbol, quantity: 400, price: floor }))).toBe(
      'guard-order-value',
    )
    expect(await refusedWith(hostile, 'orders.place', intent({ symbol, quantity: 600, price: 1000 }))).toBe(
      'guard-order-quantity',
    )
    // A modify is an order too.
    expect(
      await refusedWith(hostile, 'orders.modify', { orderId: '20260302000001', price: floor, quantity: 400 }),
    ).toBe('guard-order-value')
    // An id that would climb out of the order's path is refused by the contract itself.
    const climb = await call(hostile, 'orders.modify', { orderId: '..', price: floor, quantity: 1 })
    expect(climb).toMatchObject({ ok: false, error: { kind: 'validation', code: 'bad-input' } })
    // Above the confirmation threshold without the person's confirmation.
    expect(await refusedWith(hostile, 'orders.place', intent({ symbol, quantity: 200, price: floor }))).toBe(
      'guard-confirm-required',
    )
    // An order for a profile the core no longer trades on (a window that has not followed a switch).
    expect(
      await refusedWith(
        hostile,
        'orders.place',
        intent({ symbol, quantity: 100, price: floor, profileId: 'live-1' }),
      ),
    ).toBe('guard-profile-mismatch')

    // Raising a limit or switching a confirmation off: not without the PIN, whichever call it tries.
    const raise = { limits: { maxOrderValue: floor * 100_000 } }
    expect(await refusedWith(hostile, 'orders.setGuards', raise)).toBe('guard-pin-required')
    expect(await refusedWith(hostile, 'orders.setGuards', { confirmEvery: false })).toBe('guard-pin-required')
    expect(await refusedWith(hostile, 'orders.setGuards', { confirmAbove: null })).toBe('guard-pin-required')
    expect(await refusedWith(hostile, 'workspace.setUi', { orderConfirm: false })).toBe('guard-pin-required')
    expect(await refusedWith(hostile, 'workspace.setUi', { orderConfirmAbove: null })).toBe(
      'guard-pin-required',
    )
    // Nor by replacing the PIN, nor by guessing it: five wrong PINs lock it, the right one included.
    expect(await refusedWith(hostile, 'orders.setTradingPin', { next: '111111' })).toBe('guard-pin-required')
    for (const guess of ['000000', '123456', '111111', '999999']) {
      expect(await refusedWith(hostile, 'orders.setGuards', { ...raise, pin: guess })).toBe('guard-pin-wrong')
    }
    expect(await refusedWith(hostile, 'orders.setGuards', { ...raise, pin: '222222' })).toBe(
      'guard-pin-locked',
    )
    expect(await refusedWith(hostile, 'orders.setGuards', { ...raise, pin: userPin })).toBe(
      'guard-pin-locked',
    )

    // Within the limits, orders go out until the day's value is spent, then the daily cap refuses.
    const first = await ok<OrderOutcome>(
      hostile,
      'orders.place',
      intent({ symbol, quantity: 100, price: floor }),
    )
    const second = await ok<OrderOutcome>(
      hostile,
      'orders.place',
      intent({ symbol, quantity: 100, price: floor }),
    )
    expect([first.outcome, second.outcome]).toEqual(['placed', 'placed'])
    expect(await refusedWith(hostile, 'orders.place', intent({ symbol, quantity: 100, price: floor }))).toBe(
      'guard-daily-value',
    )
    // And the rate cap: the two places let through above and these two fill the minute's four (a
    // refused order takes no slot).
    await ok(hostile, 'orders.place', intent({ symbol, quantity: 10, price: floor }))
    await ok(hostile, 'orders.place', intent({ symbol, quantity: 10, price: floor }))
    expect(await refusedWith(hostile, 'orders.place', intent({ symbol, quantity: 10, price: floor }))).toBe(
      'guard-rate',
    )

    // Only the orders the guards let through reached the broker.
    expect((await placedAtBroker()) - before).toBe(4)
    const status = await ok<GuardStatus>(user, 'orders.guards', {})
    expect(status.limits).toEqual(limits)
    expect(status).toMatchObject({ confirmEvery: true, confirmAbove: floor * 150, usedToday: floor * 220 })
    const ui = workspaceUi()
    expect(ui).toMatchObject({ orderConfirm: true, orderConfirmAbove: floor * 150 })
  })
})

const workspaceUi = () => workstation.settings.getUi()
