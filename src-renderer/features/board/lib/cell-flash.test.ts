import { describe, expect, it } from 'vitest'
import { createCellFlasher, directionClasses, fadeClass, flashClass, flashDirection } from './cell-flash'

/** Just enough of an element for the flasher: a class list that counts its writes. */
function fakeCell(): Element & { writes: number } {
  const classes = new Set<string>()
  const cell = { writes: 0, classList: {} }
  cell.classList = {
    add: (...names: string[]) => {
      cell.writes += 1
      names.forEach((n) => classes.add(n))
    },
    remove: (...names: string[]) => {
      cell.writes += 1
      names.forEach((n) => classes.delete(n))
    },
    replace: (from: string, to: string) => {
      if (!classes.delete(from)) return false
      cell.writes += 1
      classes.add(to)
      return true
    },
    contains: (name: string) => classes.has(name),
  }
  return cell as unknown as Element & { writes: number }
}

function harness() {
  const timers: { at: number; fn: () => void }[] = []
  let now = 0
  const flasher = createCellFlasher({
    flashMs: 250,
    fadeMs: 400,
    setTimer: (fn, ms) => timers.push({ at: now + ms, fn }),
  })
  const advance = (ms: number): void => {
    now += ms
    for (const timer of timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.fn()
    }
  }
  /** Ends the current task, so the next flash starts a new batch. */
  const endTask = (): Promise<void> => Promise.resolve()
  return { flasher, timers, advance, endTask }
}

const state = (cell: Element): string =>
  cell.classList.contains(flashClass) ? 'flash' : cell.classList.contains(fadeClass) ? 'fade' : 'none'

describe('createCellFlasher', () => {
  it("writes each cell's class list once per step: on, fade, off", async () => {
    const h = harness()
    const cells = [fakeCell(), fakeCell()]
    for (const cell of cells) h.flasher.flash(cell, 'up')
    await h.endTask()
    h.advance(250)
    expect(cells.map(state)).toEqual(['fade', 'fade'])
    h.advance(400)
    expect(cells.map(state)).toEqual(['none', 'none'])
    expect(cells.map((c) => c.classList.contains(directionClasses.up))).toEqual([false, false])
    expect(cells.map((c) => c.writes)).toEqual([3, 3])
  })

  it('flashes, fades to half strength, then clears, with one timer per step for a whole batch', async () => {
    const h = harness()
    const cells = [fakeCell(), fakeCell(), fakeCell()]
    for (const cell of cells) h.flasher.flash(cell)
    await h.endTask()
    expect(h.timers).toHaveLength(2)
    expect(cells.map(state)).toEqual(['flash', 'flash', 'flash'])
    h.advance(250)
    expect(cells.map(state)).toEqual(['fade', 'fade', 'fade'])
    h.advance(400)
    expect(cells.map(state)).toEqual(['none', 'none', 'none'])
  })

  it('restarts the flash of a cell that changes again, and an older batch leaves it alone', async () => {
    const h = harness()
    const cell = fakeCell()
    const other = fakeCell()
    h.flasher.flash(cell)
    h.flasher.flash(other)
    await h.endTask()
    h.advance(300)
    expect(state(cell)).toBe('fade')
    h.flasher.flash(cell)
    await h.endTask()
    h.advance(200)
    expect([state(cell), state(other)]).toEqual(['flash', 'fade'])
    // The first batch's clear (at 650) ends only the cell it still owns.
    h.advance(150)
    expect([state(cell), state(other)]).toEqual(['fade', 'none'])
    h.advance(300)
    expect(state(cell)).toBe('none')
  })

  it('ends every flash on clear, and later timers do nothing', async () => {
    const h = harness()
    const cell = fakeCell()
    h.flasher.flash(cell)
    await h.endTask()
    h.flasher.clear()
    expect(state(cell)).toBe('none')
    h.advance(1000)
    expect(state(cell)).toBe('none')
  })

  it('colours a flash by the way the value moved and drops the colour with the flash', async () => {
    const h = harness()
    const up = fakeCell()
    const down = fakeCell()
    h.flasher.flash(up, 'up')
    h.flasher.flash(down, 'down')
    await h.endTask()
    expect(up.classList.contains(directionClasses.up)).toBe(true)
    expect(down.classList.contains(directionClasses.down)).toBe(true)
    expect(up.classList.contains(directionClasses.down)).toBe(false)
    h.advance(250)
    // The colour stays through the fade.
    expect(up.classList.contains(directionClasses.up)).toBe(true)
    // A reversal before the end swaps the colour at once.
    h.flasher.flash(up, 'down')
    await h.endTask()
    expect([
      up.classList.contains(directionClasses.up),
      up.classList.contains(directionClasses.down),
    ]).toEqual([false, true])
    h.advance(1000)
    for (const cls of Object.values(directionClasses)) {
      expect(up.classList.contains(cls)).toBe(false)
      expect(down.classList.contains(cls)).toBe(false)
    }
  })
})

describe('flashDirection', () => {
  it('says up or down for numbers, nothing for an unmoved value, neutral for anything else', () => {
    expect(flashDirection(25.1, 25.2)).toBe('up')
    expect(flashDirection(25.2, 25.1)).toBe('down')
    expect(flashDirection(100, 100)).toBeNull()
    expect(flashDirection(null, null)).toBeNull()
    expect(flashDirection(null, 5)).toBe('neutral')
    expect(flashDirection('F1M', 'F2M')).toBe('neutral')
    expect(flashDirection(Number.NaN, 1)).toBe('neutral')
  })
})
