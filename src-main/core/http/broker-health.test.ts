import { describe, expect, it } from 'vitest'
import { BrokerHealth } from './broker-health'

function harness() {
  let now = 0
  const timers: { at: number; fn: () => void }[] = []
  const health = new BrokerHealth({
    now: () => now,
    jitter: () => 100,
    minGapMs: 2_000,
    setTimer: (fn, ms) => timers.push({ at: now + ms, fn }),
  })
  const woken: string[] = []
  const run = (ms: number) => {
    now += ms
    for (const t of timers.splice(0).filter((t) => t.at <= now)) t.fn()
  }
  return { health, woken, run, advance: (ms: number) => (now += ms) }
}

describe('BrokerHealth', () => {
  it('wakes every listener once, after its jitter, on the first answer after failures', () => {
    const h = harness()
    h.health.onRecovered(() => h.woken.push('board'))
    h.health.onRecovered(() => h.woken.push('index'))
    h.health.answered()
    h.run(500)
    expect(h.woken).toEqual([]) // healthy all along: nothing to wake
    h.health.failed()
    h.health.failed()
    expect(h.health.down).toBe(true)
    h.health.answered()
    expect(h.woken).toEqual([]) // not before the jitter
    h.run(100)
    expect(h.woken).toEqual(['board', 'index'])
    h.health.answered()
    h.run(500)
    expect(h.woken).toHaveLength(2)
    expect(h.health.recoveries).toBe(1)
  })

  it('does not wake again for a broker that flaps within the minimum gap', () => {
    const h = harness()
    h.health.onRecovered(() => h.woken.push('x'))
    h.health.failed()
    h.health.answered()
    h.run(1_000)
    h.health.failed()
    h.health.answered()
    h.run(500)
    expect(h.woken).toEqual(['x'])
    h.advance(1_000)
    h.health.failed()
    h.health.answered()
    h.run(100)
    expect(h.woken).toEqual(['x', 'x'])
  })

  it('does not call a listener removed before its jitter ran out', () => {
    const h = harness()
    const stop = h.health.onRecovered(() => h.woken.push('gone'))
    h.health.failed()
    h.health.answered()
    stop()
    h.run(200)
    expect(h.woken).toEqual([])
  })
})
