import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OrderIntent, OrderOutcome } from '../../../../src-shared/bridge/contract'
import { vnTime } from '../../../../src-shared/market/vietnam-calendar'
import { CoreError } from '../../errors/to-bridge-error'
import { createSettingsStore, type SettingsStore } from '../../settings/settings-store'
import { ManualClock } from '../../testing/manual-clock'
import { OrderCounters } from './order-counters'
import { OrderGuards } from './order-guards'
import { noPersonCheck } from './person-check'

/**
 * The counting of the rate and daily guards on the core's clock, with real settings on disk. The
 * order client is replaced by the answer the broker would give: what is under test is what the
 * guards count from each answer, not the sending.
 */
let dir: string
let settings: SettingsStore
let clock: ManualClock
let guards: OrderGuards
let sent: number

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'order-guards-'))
  settings = createSettingsStore({ cwd: dir, onNotice: () => undefined })
  settings.setTradingLimits({
    maxOrderValue: 5_000_000,
    maxOrderQuantity: 1_000,
    maxOrdersPerMinute: 3,
    maxDailyValue: 10_000_000,
  })
  clock = new ManualClock(vnTime(2026, 3, 2, 10, 0))
  sent = 0
  guards = new OrderGuards({
    settings,
    setUi: (patch) => settings.setUi(patch),
    counters: new OrderCounters(clock),
    person: noPersonCheck,
    profileId: 'demo',
    ceilingOf: () => Promise.resolve(null),
    clock,
  })
})
afterEach(() => rm(dir, { recursive: true, force: true }))

let ticket = 0
const buy = (quantity: number, price: number): OrderIntent => ({
  intentId: `unit-${String(++ticket).padStart(4, '0')}`,
  side: 'BUY',
  symbol: 'FPT',
  quantity,
  type: 'LO',
  price,
})
const answer =
  (kind: OrderOutcome['outcome'], orderId: string | null = null) =>
  (): Promise<OrderOutcome> => {
    sent += 1
    return Promise.resolve({
      outcome: kind,
      orderId,
      status: null,
      code: kind,
      message: kind,
      retryAt: null,
      fromBook: false,
    })
  }
const codeOf = async (attempt: Promise<unknown>): Promise<string> => {
  try {
    await attempt
  } catch (error) {
    if (error instanceof CoreError) return error.detail.code
  }
  return 'let through'
}

describe('order guards, counting', () => {
  it('frees a rate slot 60 s after its order, and says when', async () => {
    for (let i = 0; i < 3; i++) await guards.place(buy(10, 10_000), answer('placed', `o${i}`))
    await clock.advance(20_000)
    const refused = guards.place(buy(10, 10_000), answer('placed'))
    await expect(refused).rejects.toMatchObject({
      detail: { code: 'guard-rate', retryAt: clock.now() + 40_000 },
    })
    await clock.advance(40_000)
    await guards.place(buy(10, 10_000), answer('placed', 'o4'))
    expect(sent).toBe(4)
  })

  it('gives back the value of an order the broker certainly refused, not of an unknown one', async () => {
    await guards.place(buy(400, 10_000), answer('rejected'))
    expect(guards.status().usedToday).toBe(0)
    await guards.place(buy(400, 10_000), answer('unknown'))
    expect(guards.status().usedToday).toBe(4_000_000)
  })

  it('counts what a modify adds to an order it placed, and starts a new day at Vietnam midnight', async () => {
    await guards.place(buy(400, 10_000), answer('placed', '7001'))
    await guards.modify({ orderId: '7001', price: 10_000, quantity: 450 }, answer('accepted', '7001'))
    expect(guards.status().usedToday).toBe(4_500_000)
    await clock.advance(60_000)
    await guards.place(buy(450, 10_000), answer('placed', '7002'))
    expect(await codeOf(guards.place(buy(200, 10_000), answer('placed')))).toBe('guard-daily-value')
    await clock.advance(vnTime(2026, 3, 3, 0, 0) - clock.now())
    expect(guards.status().usedToday).toBe(0)
    await guards.place(buy(200, 10_000), answer('placed', '7003'))
    expect(sent).toBe(4)
  })

  it('joins a second Enter of a counted ticket without counting it again', async () => {
    const intent = buy(100, 10_000)
    await guards.place(intent, answer('placed', '7004'))
    await guards.place(intent, answer('placed', '7004'))
    expect(guards.status()).toMatchObject({ usedToday: 1_000_000, sentLastMinute: 1 })
  })

  it('refuses a market order whose value it cannot bound', async () => {
    const market: OrderIntent = { ...buy(100, 1), type: 'MP', price: null }
    expect(await codeOf(guards.place(market, answer('placed')))).toBe('guard-price-unknown')
    expect(sent).toBe(0)
  })
})
