import { describe, expect, it } from 'vitest'
import { ManualClock } from './manual-clock'

describe('ManualClock', () => {
  it('fires timers in order, each at its own moment, only when advanced', async () => {
    const clock = new ManualClock(0)
    const fired: [string, number][] = []
    clock.setTimeout(() => fired.push(['b', clock.now()]), 200)
    clock.setTimeout(() => fired.push(['a', clock.now()]), 100)
    const interval = clock.setInterval(() => fired.push(['tick', clock.now()]), 150)
    expect(fired).toEqual([])
    await clock.advance(310)
    expect(fired).toEqual([
      ['a', 100],
      ['tick', 150],
      ['b', 200],
      ['tick', 300],
    ])
    clock.clearInterval(interval)
    expect(clock.pending).toBe(0)
  })

  it('runs the promise callbacks a timer queues before the next timer fires', async () => {
    const clock = new ManualClock(0)
    const seen: number[] = []
    const loop = async () => {
      for (let i = 0; i < 3; i++) {
        await clock.sleep(1_000)
        await Promise.resolve()
        seen.push(clock.now())
      }
    }
    const done = loop()
    await clock.advance(3_000)
    await done
    expect(seen).toEqual([1_000, 2_000, 3_000])
  })

  it('forgets a cleared timer', async () => {
    const clock = new ManualClock(0)
    let fired = false
    const timer = clock.setTimeout(() => (fired = true), 10)
    clock.clearTimeout(timer)
    await clock.advance(100)
    expect(fired).toBe(false)
  })
})
