// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The probe counts a poll sent in two parts (its front, then the full delta with the same stamp)
 * as one delta. Counts only: no duration is asserted (the benchmark measures them).
 */
let probe: (typeof import('./board-probe'))['boardProbe']

beforeAll(async () => {
  // The probe is on only for a page opened with `probe=1`, read when the module loads.
  window.history.replaceState(null, '', '/?probe=1')
  vi.resetModules()
  probe = (await import('./board-probe')).boardProbe
})

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
const row = (symbol: string) => ({ symbol })

describe('boardProbe with a front delta', () => {
  it('counts one delta that arrives with its front and is fully applied only with its rest', async () => {
    const samples = window.__boardProbe!
    expect(probe.active).toBe(true)
    probe.arrived(7)
    probe.queued(7, ['FPT', 'VNM'], ['FPT'], true)
    probe.applied([row('FPT'), row('VNM')])
    await nextFrame()
    await nextFrame()
    // The rows on screen are painted; the delta is not fully applied: its rest has not come.
    expect(samples.quoteToPaintMs).toHaveLength(1)
    expect(samples.fullyAppliedMs).toHaveLength(0)

    probe.queuedRest(7, ['HPG', 'MWG'])
    probe.applied([row('HPG')])
    await nextFrame()
    expect(samples.fullyAppliedMs).toHaveLength(0)
    probe.applied([row('MWG')])
    await nextFrame()
    await nextFrame()
    expect(samples.fullyAppliedMs).toHaveLength(1)
    expect(samples.quoteToPaintMs).toHaveLength(1)
    expect(samples.arrivalMs).toHaveLength(1)
    expect(samples.deltas).toBe(1)
    expect(samples.onScreenRows).toEqual([1])
  })

  it('closes a front whose rest brings nothing more, and one whose rest never came', async () => {
    const samples = window.__boardProbe!
    const before = samples.fullyAppliedMs.length
    probe.queued(8, ['FPT'], ['FPT'], true)
    probe.applied([row('FPT')])
    probe.queuedRest(8, [])
    await nextFrame()
    await nextFrame()
    expect(samples.fullyAppliedMs).toHaveLength(before + 1)

    // A front whose full delta is lost: never counted as fully applied; the next delta is.
    probe.queued(9, ['FPT'], [], true)
    probe.queued(10, ['VNM'], [])
    probe.applied([row('FPT'), row('VNM')])
    await nextFrame()
    await nextFrame()
    expect(samples.fullyAppliedMs).toHaveLength(before + 2)
  })
})
