import { describe, expect, it } from 'vitest'
import { vnTime } from '../../kit/clock/vietnam-time'
import { getJson, startFrozen } from '../../testing/harness'
import { phaseAt } from './sessions'

describe('trading sessions on Vietnam time', () => {
  const monday = (h: number, m: number): number => vnTime(2026, 3, 2, h, m)

  it('follows the HOSE, HNX and UPCOM timetables', () => {
    expect(phaseAt('real', 'HOSE', monday(8, 59))).toBe('pre-open')
    expect(phaseAt('real', 'HOSE', monday(9, 5))).toBe('ato')
    expect(phaseAt('real', 'HNX', monday(9, 5))).toBe('continuous')
    expect(phaseAt('real', 'HOSE', monday(11, 29))).toBe('continuous')
    expect(phaseAt('real', 'UPCOM', monday(12, 0))).toBe('break')
    expect(phaseAt('real', 'HOSE', monday(14, 35))).toBe('atc')
    expect(phaseAt('real', 'UPCOM', monday(14, 35))).toBe('continuous')
    expect(phaseAt('real', 'HNX', monday(14, 50))).toBe('plo')
    expect(phaseAt('real', 'HOSE', monday(14, 50))).toBe('put-through')
    expect(phaseAt('real', 'HOSE', monday(15, 0))).toBe('closed')
    expect(phaseAt('real', 'HOSE', vnTime(2026, 3, 7, 10, 0))).toBe('closed')
  })

  it('keeps the demo clock in continuous session at any hour', () => {
    expect(phaseAt('demo', 'HOSE', vnTime(2026, 3, 7, 23, 0))).toBe('continuous')
  })

  it('moves no price while the real market is closed, and trades once it opens', async () => {
    const sim = await startFrozen({ clock: 'real', startTime: '2026-03-02T07:00:00+07:00' })
    try {
      const read = async (): Promise<string> =>
        (await fetch(`${sim.url}/tartarus/v1/tickerCommons?index=2`)).text()
      const before = await read()
      sim.context.world.clock.advance(60_000)
      expect(await read()).toBe(before)
      const clock = (await getJson(`${sim.url}/__sim/clock`)).body as { sessions: Record<string, string> }
      expect(clock.sessions).toEqual({
        HOSE: 'pre-open',
        HNX: 'pre-open',
        UPCOM: 'pre-open',
        DERIVATIVES: 'pre-open',
      })
      sim.context.world.clock.advance(2 * 3_600_000 + 30 * 60_000)
      const open = JSON.parse(await read()) as { data: { totalVol: number }[] }
      const a = open.data.map((r) => r.totalVol)
      sim.context.world.clock.advance(5_000)
      const b = (JSON.parse(await read()) as { data: { totalVol: number }[] }).data.map((r) => r.totalVol)
      expect(b.some((v, i) => v !== a[i])).toBe(true)
    } finally {
      await sim.close()
    }
  })
})
