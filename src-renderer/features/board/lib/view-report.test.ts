import { describe, expect, it } from 'vitest'
import { createViewReport } from './view-report'

/** A report on a clock and timers the test moves, its calls answered when the test says. */
function harness(gapMs = 200) {
  let now = 0
  let timers: { at: number; fn: () => void; id: number }[] = []
  let nextTimer = 1
  let drawn: string[] = []
  const sent: string[][] = []
  const answers: ((taken: boolean) => void)[] = []
  const report = createViewReport({
    read: () => drawn,
    send: (symbols) => {
      sent.push([...symbols])
      return new Promise<boolean>((resolve) => answers.push(resolve))
    },
    minGapMs: gapMs,
    now: () => now,
    setTimer: (fn, ms) => {
      const id = nextTimer++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimer: (id) => {
      timers = timers.filter((t) => t.id !== id)
    },
  })
  /** Moves the clock, running the timers that come due. */
  const advance = (ms: number): void => {
    const until = now + ms
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((x, y) => x.at - y.at)[0]
      if (due === undefined) break
      timers = timers.filter((t) => t !== due)
      now = due.at
      due.fn()
    }
    now = until
  }
  /** Answers the oldest call still out, then lets its continuation run. */
  const answer = async (taken = true): Promise<void> => {
    answers.shift()?.(taken)
    await Promise.resolve()
    await Promise.resolve()
    await Promise.resolve()
  }
  const draw = (...symbols: string[]): void => {
    drawn = symbols
  }
  return { report, sent, answers, advance, answer, draw }
}

describe('createViewReport', () => {
  it('sends nothing before the subscription starts, then the rows drawn at once', () => {
    const h = harness()
    h.draw('FPT', 'VNM')
    h.report.changed()
    h.advance(1_000)
    expect(h.sent).toEqual([])
    h.report.start()
    h.advance(0)
    expect(h.sent).toEqual([['FPT', 'VNM']])
  })

  it('keeps one call in flight, sends the latest rows after it, and no two closer than the gap', async () => {
    const h = harness()
    h.draw('A1')
    h.report.start()
    h.advance(0)
    // A scroll: many changes while the first call is out.
    for (const symbol of ['B1', 'C1', 'D1', 'E1']) {
      h.draw(symbol)
      h.report.changed()
      h.advance(20)
    }
    expect(h.sent).toEqual([['A1']])
    await h.answer()
    // Answered 80 ms after it was sent: the trailing call waits for the gap, then takes the latest.
    h.advance(119)
    expect(h.sent).toHaveLength(1)
    h.advance(1)
    expect(h.sent).toEqual([['A1'], ['E1']])
    expect(h.answers).toHaveLength(1)
  })

  it('does not send rows the core already has, and sends them again after a refusal or a new start', async () => {
    const h = harness()
    h.draw('FPT', 'VNM')
    h.report.start()
    h.advance(0)
    await h.answer()
    // The same rows in another order (a sort that changed nothing on screen).
    h.draw('VNM', 'FPT')
    h.report.changed()
    h.advance(1_000)
    expect(h.sent).toHaveLength(1)
    // A new subscription (another basket, a reconnect): the core has no rows of ours.
    h.report.start()
    h.advance(1_000)
    expect(h.sent).toHaveLength(2)
    await h.answer(false)
    h.report.changed()
    h.advance(1_000)
    expect(h.sent).toHaveLength(3)
  })

  it('stops sending when the subscription ends', async () => {
    const h = harness()
    h.draw('FPT')
    h.report.start()
    h.advance(0)
    h.report.stop()
    await h.answer()
    h.draw('VNM')
    h.report.changed()
    h.advance(1_000)
    expect(h.sent).toEqual([['FPT']])
  })
})
