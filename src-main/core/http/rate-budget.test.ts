import { beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../testing/manual-clock'
import { RateBudget, type Priority, type RateBudgetOptions } from './rate-budget'

let clock: ManualClock
beforeEach(() => {
  clock = new ManualClock()
})
const budgetOf = (options: Omit<RateBudgetOptions, 'clock'>): RateBudget =>
  new RateBudget({ ...options, clock })

function recorder(budget: RateBudget) {
  const started: { priority: Priority; label: string; at: number }[] = []
  const submit = (priority: Priority, label: string = priority) =>
    budget.run(priority, async () => {
      started.push({ priority, label, at: clock.now() })
      return label
    })
  return { started, submit }
}

describe('RateBudget', () => {
  it('keeps polling under the quota minus the user reserve within any minute', async () => {
    const budget = budgetOf({ quotaPerMinute: 60 })
    const { started, submit } = recorder(budget)
    for (let i = 0; i < 100; i++) void submit('board')
    await clock.advance(59_000)
    // A burst of 3 at first, then one per 60.25 s / 58: the last of the 58 lands at the window's end.
    expect(started.length).toBeGreaterThanOrEqual(57)
    expect(started.length).toBeLessThanOrEqual(58)
    // The window is 60 s plus a 250 ms margin for latency; after it the first sends make room.
    await clock.advance(2_500)
    expect(started.length).toBeGreaterThan(58)
    // No 60-second window ever holds more than the board limit.
    const times = started.map((s) => s.at)
    for (const t of times)
      expect(times.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(58)
  })

  it('lets a user action through at once while polling is saturated', async () => {
    const budget = budgetOf({ quotaPerMinute: 60 })
    const { started, submit } = recorder(budget)
    for (let i = 0; i < 200; i++) void submit('board')
    await clock.advance(1_000)
    const before = started.length
    const cancel = submit('user', 'cancel')
    await clock.advance(0)
    await expect(cancel).resolves.toBe('cancel')
    expect(started.length).toBe(before + 1)
  })

  it('serves account queries before waiting board polls', async () => {
    const budget = budgetOf({ quotaPerMinute: 10, userReserve: 2 })
    const { started, submit } = recorder(budget)
    for (let i = 0; i < 8; i++) void submit('board', `b${i}`)
    void submit('board', 'late-board')
    void submit('account', 'account')
    await clock.advance(75_000)
    const order = started.map((s) => s.label)
    expect(order.indexOf('account')).toBeLessThan(order.indexOf('late-board'))
  })

  it('holds everything back until the reset after a 429', async () => {
    const budget = budgetOf({ quotaPerMinute: 600 })
    const { started, submit } = recorder(budget)
    budget.pause(clock.now() + 5_000)
    void submit('board')
    void submit('user')
    await clock.advance(4_900)
    expect(started).toHaveLength(0)
    expect(budget.state().pausedUntil).not.toBeNull()
    await clock.advance(200)
    expect(started.map((s) => s.priority)).toEqual(['user', 'board'])
  })

  it('reports its use and queue', async () => {
    const budget = budgetOf({ quotaPerMinute: 4, userReserve: 1 })
    const { submit } = recorder(budget)
    for (let i = 0; i < 6; i++) void submit('board')
    // Paced one per 20 s once the window has no room for a burst: three by 50 s.
    await clock.advance(50_000)
    expect(budget.state()).toMatchObject({ usedLastMinute: 3, queued: { board: 3, user: 0, account: 0 } })
    // Three of four sent: the fourth is the user's reserve, so the boards' part is spent.
    expect(budget.boardQuotaSpent()).toBe(true)
    await clock.advance(61_000)
    expect(budget.state().queued.board).toBe(0)
    // The last three went out a minute after the first: the window is full of them again.
    expect(budget.boardQuotaSpent()).toBe(true)
    await clock.advance(62_000)
    expect(budget.boardQuotaSpent()).toBe(false)
  })

  it('serves an order book read before waiting research and polls, unpaced', async () => {
    const budget = budgetOf({ quotaPerMinute: 60, burst: 1 })
    const { started, submit } = recorder(budget)
    for (let i = 0; i < 5; i++) void submit('board', `b${i}`)
    for (let i = 0; i < 5; i++) void submit('account', `a${i}`)
    void submit('trade', 'book-1')
    void submit('trade', 'book-2')
    await clock.advance(0)
    // Pacing let one read out; both book reads go at once, ahead of the account queries.
    expect(started.map((s) => s.label)).toEqual(['b0', 'book-1', 'book-2'])
    await clock.advance(20_000)
    const order = started.map((s) => s.label)
    expect(order).toContain('b1')
    expect(order.indexOf('a4')).toBeLessThan(order.indexOf('b1'))
  })

  it('tells the boards what orders and books leave them, and what account reads took', async () => {
    const budget = budgetOf({ quotaPerMinute: 100, userReserve: 5, marginMs: 0 })
    const { submit } = recorder(budget)
    expect(budget.boardShare()).toBe(95)
    for (let i = 0; i < 3; i++) void submit('user')
    await clock.advance(0)
    // Three user actions fit in the reserve: the boards keep their share.
    expect(budget.boardShare()).toBe(95)
    for (let i = 0; i < 5; i++) void submit('user')
    for (let i = 0; i < 10; i++) void submit('trade')
    for (let i = 0; i < 2; i++) void submit('account')
    // The account reads are paced, after the credit the orders and books took.
    await clock.advance(20_000)
    // Account reads go after the focused window's polls: apart, for the background polls.
    expect(budget.boardShare()).toBe(100 - 8 - 10)
    expect(budget.accountPerMinute()).toBe(2)
    await clock.advance(60_000)
    expect(budget.boardShare()).toBe(95)
    expect(budget.accountPerMinute()).toBe(0)
  })

  it('serves a background poll that waited 30 s before the account reads queued after it', async () => {
    const budget = budgetOf({ quotaPerMinute: 60, burst: 1 })
    const { started, submit } = recorder(budget)
    for (let i = 0; i < 100; i++) void submit('account', `a${i}`)
    void submit('board', 'poll')
    await clock.advance(29_000)
    expect(started.map((s) => s.label)).not.toContain('poll')
    await clock.advance(3_000)
    const poll = started.find((s) => s.label === 'poll')
    expect(poll?.at).toBeGreaterThanOrEqual(30_000 + started[0]!.at)
  })

  it('drops a waiting task whose signal aborts: it never starts, and the queue moves on', async () => {
    const budget = budgetOf({ quotaPerMinute: 60, burst: 1 })
    const started: string[] = []
    const task = (label: string) => async () => {
      started.push(label)
      return label
    }
    const first = budget.run('account', task('first'))
    const dropped = new AbortController()
    const second = budget.run('account', task('second'), dropped.signal)
    const third = budget.run('account', task('third'))
    await clock.advance(0)
    expect(started).toEqual(['first'])
    expect(budget.state().queued.account).toBe(2)
    dropped.abort()
    await expect(second).rejects.toMatchObject({ detail: { code: 'cancelled' } })
    expect(budget.state().queued.account).toBe(1)
    await clock.advance(60_000)
    await expect(Promise.all([first, third])).resolves.toEqual(['first', 'third'])
    expect(started).toEqual(['first', 'third'])
    expect(budget.state().usedLastMinute).toBe(2)
  })

  it('refuses a task whose signal aborted already, and lets a started one finish', async () => {
    const budget = budgetOf({ quotaPerMinute: 60 })
    const before = new AbortController()
    before.abort()
    let ran = false
    await expect(
      budget.run(
        'account',
        async () => {
          ran = true
        },
        before.signal,
      ),
    ).rejects.toMatchObject({ detail: { code: 'cancelled' } })
    expect(ran).toBe(false)
    const during = new AbortController()
    let finish: (v: string) => void = () => undefined
    const running = budget.run('account', () => new Promise<string>((r) => (finish = r)), during.signal)
    await clock.advance(0)
    during.abort()
    finish('answer')
    // On the wire already: counted by the broker, so its answer is kept (the caller drops it or not).
    await expect(running).resolves.toBe('answer')
    expect(budget.state().usedLastMinute).toBe(1)
  })
})
