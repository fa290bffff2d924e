import { describe, expect, it } from 'vitest'
import { ManualClock } from '../testing/manual-clock'
import { BrokerClock } from './broker-clock'

const broker = 'https://broker.example/api'
const MINUTE = 60_000

/** One answer from `url` whose Date header reads the broker's clock at `skew` from ours, 5 ms round trip. */
async function answer(machine: ManualClock, clock: BrokerClock, skew: number, url = broker): Promise<void> {
  const sentAt = machine.now()
  await machine.advance(5)
  clock.observe({ url, date: new Date(machine.now() + skew).toUTCString(), sentAt })
  await machine.advance(1_000)
}

describe('BrokerClock', () => {
  it('is neutral before any answer', () => {
    expect(new BrokerClock({ clock: new ManualClock() }).toLocal(1_000)).toBe(1_000)
  })

  it('narrows the offset from whole-second Date headers to well under a second', async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine })
    const skew = 123_456 // the broker is two minutes and a bit ahead
    for (let i = 0; i < 40; i++) {
      const sentAt = machine.now()
      await machine.advance(37 + (i % 7) * 11) // varying round trips and sub-second phases
      const brokerAtReply = machine.now() - 10 + skew
      clock.observe({
        url: broker,
        date: new Date(Math.floor(brokerAtReply / 1000) * 1000).toUTCString(),
        sentAt,
      })
      await machine.advance(313)
    }
    expect(Math.abs(clock.offsetMs - skew)).toBeLessThan(150)
  })

  it('ignores one answer whose Date header is 13 minutes off: the signing clock does not move', async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine })
    for (let i = 0; i < 5; i++) await answer(machine, clock, 0)
    const before = clock.serverNow()
    await answer(machine, clock, 13 * MINUTE)
    expect(Math.abs(clock.serverNow() - machine.now())).toBeLessThan(1_000)
    expect(clock.serverNow()).toBeGreaterThan(before)
    // The good answers that follow keep the estimate; two odd ones apart never add up to a jump.
    await answer(machine, clock, 0)
    await answer(machine, clock, 13 * MINUTE)
    await answer(machine, clock, 0)
    await answer(machine, clock, 13 * MINUTE)
    expect(Math.abs(clock.offsetMs)).toBeLessThan(1_000)
  })

  it('ignores odd answers that disagree with each other, however many in a row', async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine })
    await answer(machine, clock, 0)
    for (const skew of [13 * MINUTE, -7 * MINUTE, 40 * MINUTE, 2 * MINUTE]) await answer(machine, clock, skew)
    expect(Math.abs(clock.offsetMs)).toBeLessThan(1_000)
  })

  it('follows a real jump once several answers in a row agree on it', async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine, confirmations: 3 })
    await answer(machine, clock, 0)
    const hour = 60 * MINUTE
    await answer(machine, clock, hour)
    await answer(machine, clock, hour)
    expect(Math.abs(clock.offsetMs)).toBeLessThan(1_000)
    await answer(machine, clock, hour)
    expect(Math.abs(clock.offsetMs - hour)).toBeLessThan(1_000)
  })

  it("follows this machine's own clock being set back, as a jump the broker's answers agree on", async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine })
    await answer(machine, clock, 0)
    const brokerBefore = clock.serverNow()
    machine.jump(-2 * 3_600_000)
    for (let i = 0; i < 3; i++) await answer(machine, clock, 2 * 3_600_000)
    expect(Math.abs(clock.serverNow() - (brokerBefore + 3 * 1_005))).toBeLessThan(1_000)
  })

  it("counts only the broker's own addresses", async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({
      clock: machine,
      brokerUrls: ['https://broker.example/', 'https://auth.broker.example/'],
    })
    for (let i = 0; i < 5; i++) await answer(machine, clock, 30 * MINUTE, 'https://elsewhere.example/x')
    expect(clock.offsetMs).toBe(0)
    await answer(machine, clock, 5 * MINUTE, 'https://auth.broker.example/api/v3/auth/token')
    expect(Math.abs(clock.offsetMs - 5 * MINUTE)).toBeLessThan(1_000)
  })

  it("reads the broker's now: this machine's clock until a header, then moved by the offset", async () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine })
    expect(clock.serverNow()).toBe(machine.now())
    const dayAhead = 86_400_000
    await answer(machine, clock, dayAhead)
    await machine.advance(2_000)
    expect(Math.abs(clock.serverNow() - (machine.now() + dayAhead))).toBeLessThan(1_000)
  })

  it('ignores a missing or unreadable header', () => {
    const machine = new ManualClock()
    const clock = new BrokerClock({ clock: machine })
    clock.observe({ url: broker, date: null, sentAt: machine.now() })
    clock.observe({ url: broker, date: 'yesterday', sentAt: machine.now() })
    expect(clock.offsetMs).toBe(0)
  })
})
