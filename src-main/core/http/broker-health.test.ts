import { describe, expect, it } from 'vitest'
import { ManualClock } from '../testing/manual-clock'
import { BrokerHealth } from './broker-health'

function harness() {
  const clock = new ManualClock(0)
  const health = new BrokerHealth({ clock, jitter: () => 100, minGapMs: 2_000 })
  const woken: string[] = []
  return { health, woken, run: (ms: number) => clock.advance(ms) }
}

describe('BrokerHealth', async () => {
  it('wakes every listener once, after its jitter, on the first answer after failures', async () => {
    const h = harness()
    h.health.onRecovered(() => h.woken.push('board'))
    h.health.onRecovered(() => h.woken.push('index'))
    h.health.answered()
    await h.run(500)
    expect(h.woken).toEqual([]) // healthy all along: nothing to wake
    h.health.failed()
    h.health.failed()
    expect(h.health.down).toBe(true)
    h.health.answered()
    expect(h.woken).toEqual([]) // not before the jitter
    await h.run(100)
    expect(h.woken).toEqual(['board', 'index'])
    h.health.answered()
    await h.run(500)
    expect(h.woken).toHaveLength(2)
    expect(h.health.recoveries).toBe(1)
  })

  it('does not wake again for a broker that flaps within the minimum gap', async () => {
    const h = harness()
    h.health.onRecovered(() => h.woken.push('x'))
    h.health.failed()
    h.health.answered()
    await h.run(1_000)
    h.health.failed()
    h.health.answered()
    await h.run(500)
    expect(h.woken).toEqual(['x'])
    await h.run(1_000)
    h.health.failed()
    h.health.answered()
    await h.run(100)
    expect(h.woken).toEqual(['x', 'x'])
  })

  it('does not call a listener removed before its jitter ran out', async () => {
    const h = harness()
    const stop = h.health.onRecovered(() => h.woken.push('gone'))
    h.health.failed()
    h.health.answered()
    stop()
    await h.run(200)
    expect(h.woken).toEqual([])
  })
})
