import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderIntent, OrderOutcome } from '../../../../src-shared/bridge/contract'
import { vnTime } from '../../../../src-shared/market/vietnam-calendar'
import { CoreError } from '../../errors/to-bridge-error'
import { createSettingsStore, type SettingsStore } from '../../settings/settings-store'
import { ManualClock } from '../../testing/manual-clock'
import { fileCounterStore } from './counter-store'
import { OrderCounters } from './order-counters'
import { OrderGuards } from './order-guards'
import { noPersonCheck } from './person-check'
import { realWait } from '../../../../src-shared/testing/real-wait'

/**
 * Issue 23: a restart of the shell does not give the day's value back, and the same ticket's Enter
 * after a restart, answered by the order client from its followed outcome, is not counted again.
 * Real files on disk (the counts and the settings); two clocks: this machine's (the minute) and the
 * broker's, whose Vietnam date is "today".
 */
let dir: string
let file: string
let settings: SettingsStore
let machine: ManualClock
let broker: ManualClock

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'order-counters-'))
  file = join(dir, 'order-counters.json')
  settings = createSettingsStore({ cwd: dir, onNotice: () => undefined })
  settings.setTradingLimits({
    maxOrderValue: 10_000_000,
    maxOrderQuantity: 1_000,
    maxOrdersPerMinute: 3,
    maxDailyValue: 10_000_000,
  })
  broker = new ManualClock(vnTime(2026, 3, 2, 14, 0))
  machine = new ManualClock(vnTime(2026, 3, 2, 14, 0))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** One run of the core: counters from the file, and the order client's followed tickets. */
function startCore(followed: ReadonlySet<string> = new Set()) {
  const counters = new OrderCounters(machine, {
    store: fileCounterStore({ file, now: () => machine.now() }),
    dayNow: () => broker.now(),
  })
  const sent: string[] = []
  const guards = new OrderGuards({
    settings,
    setUi: (patch) => settings.setUi(patch),
    counters,
    person: noPersonCheck,
    profileId: 'demo',
    ceilingOf: () => Promise.resolve(null),
    clock: machine,
    answersWithoutSending: (intentId) => followed.has(intentId),
  })
  const place = (intent: OrderIntent, outcome: OrderOutcome['outcome']) =>
    guards.place(intent, (i): Promise<OrderOutcome> => {
      if (!followed.has(i.intentId)) sent.push(i.intentId)
      return Promise.resolve({
        outcome,
        orderId: outcome === 'placed' ? `order-${i.intentId}` : null,
        status: null,
        code: outcome,
        message: outcome,
        retryAt: null,
        fromBook: false,
      })
    })
  return { guards, place, sent }
}

const buy = (intentId: string, quantity: number, price: number): OrderIntent => ({
  intentId,
  side: 'BUY',
  symbol: 'FPT',
  quantity,
  type: 'LO',
  price,
})

const refusal = async (attempt: Promise<unknown>) => {
  try {
    await attempt
  } catch (error) {
    if (error instanceof CoreError) return error.detail.code
  }
  return 'sent'
}

/**
 * The file is written asynchronously (atomically), once per change: wait until it holds the last
 * one, `used` and the ids of the `placed` orders.
 */
async function savedUsed(used: number, placed: number): Promise<void> {
  const store = fileCounterStore({ file, now: () => machine.now() })
  await vi.waitUntil(
    () => {
      const kept = store.load()
      return kept?.used === used && kept.orders.length === placed
    },
    { ...realWait, interval: 5 },
  )
}

describe('the day value across a restart', () => {
  it('keeps the value within the same Vietnam day, and a same-ticket Enter answered from the followed store is not counted', async () => {
    const first = startCore()
    expect((await first.place(buy('a', 300, 20_000), 'placed')).outcome).toBe('placed')
    expect((await first.place(buy('b', 100, 30_000), 'unknown')).outcome).toBe('unknown')
    expect(first.guards.status().usedToday).toBe(9_000_000)
    await savedUsed(9_000_000, 1)

    // The restart: ticket b's outcome is still followed by the order client.
    await machine.advance(30_000)
    await broker.advance(30_000)
    const second = startCore(new Set(['b']))
    expect(second.guards.status().usedToday).toBe(9_000_000)
    // The orders of the last minute still count towards the rate after the restart.
    expect(second.guards.status().sentLastMinute).toBe(2)
    // The same ticket's Enter: its followed outcome, nothing sent, nothing counted again.
    expect((await second.place(buy('b', 100, 30_000), 'unknown')).outcome).toBe('unknown')
    expect(second.guards.status().usedToday).toBe(9_000_000)
    expect(second.guards.status().sentLastMinute).toBe(2)
    expect(second.sent).toEqual([])
    // A new ticket that would pass the day's limit had the restart reset it is refused.
    expect(await refusal(second.place(buy('c', 100, 20_000), 'placed'))).toBe('guard-daily-value')
    expect(await refusal(second.place(buy('d', 50, 20_000), 'placed'))).toBe('sent')
    expect(second.sent).toEqual(['d'])
    await savedUsed(10_000_000, 2)
  })

  it('starts again at zero on a new Vietnam day by the broker clock, whatever this machine says', async () => {
    const first = startCore()
    await first.place(buy('a', 400, 20_000), 'placed')
    await savedUsed(8_000_000, 1)

    // This machine's clock is behind: still the 2nd here, but the broker has passed midnight +07:00.
    await broker.advance(vnTime(2026, 3, 3, 0, 0, 1) - broker.now())
    await machine.advance(60_000)
    const second = startCore()
    expect(second.guards.status().usedToday).toBe(0)
    expect(await refusal(second.place(buy('b', 450, 20_000), 'placed'))).toBe('sent')
    expect(second.guards.status().usedToday).toBe(9_000_000)
    await savedUsed(9_000_000, 1)
  })

  it('a restart before the new day keeps it; a damaged file is moved aside and counts from zero', async () => {
    const first = startCore()
    await first.place(buy('a', 400, 20_000), 'placed')
    await savedUsed(8_000_000, 1)
    await broker.advance(vnTime(2026, 3, 2, 23, 59, 0) - broker.now())
    expect(startCore().guards.status().usedToday).toBe(8_000_000)

    await writeFile(file, '{"version":1,"counted":')
    expect(startCore().guards.status().usedToday).toBe(0)
    expect(readdirSync(dir).some((name) => name.startsWith('order-counters.json.corrupt-'))).toBe(true)
  })
})
