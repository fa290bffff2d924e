import { describe, expect, it } from 'vitest'
import { ManualClock } from '../testing/manual-clock'
import { scaledClock } from './scaled-clock'

describe('scaledClock', () => {
  it("reads the fast clock's time and waits its milliseconds divided by the speed", async () => {
    const real = new ManualClock(0)
    let simulated = 1_000_000
    const clock = scaledClock(() => simulated, 5, real)
    expect(clock.now()).toBe(1_000_000)
    simulated += 60_000
    expect(clock.now()).toBe(1_060_000)

    const fired: number[] = []
    clock.setTimeout(() => fired.push(real.now()), 1_000)
    const ticks = clock.setInterval(() => fired.push(real.now()), 500)
    await real.advance(250)
    clock.clearInterval(ticks)
    expect(fired).toEqual([100, 200, 200])
    const slept = clock.sleep(5_000).then(() => real.now())
    await real.advance(1_000)
    expect(await slept).toBe(1_250)
  })
})
