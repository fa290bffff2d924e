import { describe, expect, it } from 'vitest'
import { createFrameApplier } from './frame-applier'
import { makeRow } from './test-rows'
import type { RowTransaction } from './transactions'

function harness(sliceRows = 2) {
  const frames: (() => void)[] = []
  const applied: RowTransaction[] = []
  const applier = createFrameApplier({
    apply: (tx) => applied.push(tx),
    sliceRows,
    requestFrame: (fn) => frames.push(fn),
  })
  const frame = (): void => frames.shift()?.()
  return { applier, applied, frames, frame }
}

const rows = (...symbols: string[]) => symbols.map((s) => makeRow(s))

describe('createFrameApplier', () => {
  it('applies one slice per frame, adds and removes first, then reports done once', () => {
    const h = harness()
    let done = 0
    h.applier.push({ add: rows('NEW'), remove: rows('OLD'), update: rows('A', 'B', 'C') }, () => (done += 1))
    expect(h.applied).toHaveLength(0)
    h.frame()
    expect(h.applied.map((t) => [t.add.length, t.remove.length, t.update.map((r) => r.symbol)])).toEqual([
      [1, 1, ['A', 'B']],
    ])
    expect(done).toBe(0)
    h.frame()
    expect(h.applied[1]?.update.map((r) => r.symbol)).toEqual(['C'])
    expect(done).toBe(1)
    expect(h.frames).toHaveLength(0)
    expect(h.applier.pending).toBe(0)
  })

  it('keeps order across transactions and slices given by the caller', () => {
    const h = harness(10)
    h.applier.push({ add: rows('X'), remove: [], update: [] })
    h.applier.pushSlices([
      { add: [], remove: [], update: rows('X') },
      { add: [], remove: rows('X'), update: [] },
    ])
    h.frame()
    h.frame()
    h.frame()
    expect(h.applied.map((t) => (t.add.length ? 'add' : t.remove.length ? 'remove' : 'update'))).toEqual([
      'add',
      'update',
      'remove',
    ])
  })

  it('drops queued slices on clear, including a frame already requested', () => {
    const h = harness()
    h.applier.push({ add: [], remove: [], update: rows('A', 'B', 'C') })
    h.applier.clear()
    h.frame()
    expect(h.applied).toHaveLength(0)
    h.applier.push({ add: [], remove: [], update: rows('D') })
    h.frame()
    expect(h.applied.map((t) => t.update[0]?.symbol)).toEqual(['D'])
  })
})
