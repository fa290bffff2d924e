import { describe, expect, it } from 'vitest'
import { contract } from '../../../src-shared/bridge/contract'
import { isCancellableCall } from '../../../src-shared/bridge/cancellable'
import { createPartialRouter, type CallContext } from './router'
import { limitBuyIntent } from '../../../src-shared/testing/order-intent'

const ctx: CallContext = { origin: 'web', clientId: 'test' }
const intent = limitBuyIntent('router-cancel-0001')

/** A router whose handlers record the context they were given. */
function recordingRouter() {
  const seen: { name: string; ctx: CallContext }[] = []
  const router = createPartialRouter(
    {
      'research.stockEvents': (_input, c) => {
        seen.push({ name: 'research.stockEvents', ctx: c })
        return []
      },
      'orders.place': (_input, c) => {
        seen.push({ name: 'orders.place', ctx: c })
        return { outcome: 'unknown', intentId: intent.intentId } as never
      },
    },
    {},
  )
  return { router, seen }
}

describe('the router and a cancel signal', () => {
  it('gives the signal to a cancellable read only', async () => {
    const { router, seen } = recordingRouter()
    const signal = new AbortController().signal
    await router.call('research.stockEvents', { symbol: 'FPT' }, ctx, signal)
    await router.call('orders.place', intent, ctx, signal)
    expect(seen.map((s) => [s.name, s.ctx.signal])).toEqual([
      ['research.stockEvents', signal],
      ['orders.place', undefined],
    ])
  })

  it('runs orders.place whose signal aborted, and strips a signal smuggled in the context', async () => {
    const { router, seen } = recordingRouter()
    const aborted = new AbortController()
    aborted.abort()
    const answer = await router.call(
      'orders.place',
      intent,
      { ...ctx, signal: aborted.signal },
      aborted.signal,
    )
    expect(answer.ok).toBe(true)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.ctx.signal).toBeUndefined()
  })

  it('answers a read cancelled before it started with a cancelled error, without running it', async () => {
    const { router, seen } = recordingRouter()
    const aborted = new AbortController()
    aborted.abort()
    const answer = await router.call('research.stockEvents', { symbol: 'FPT' }, ctx, aborted.signal)
    expect(answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(seen).toEqual([])
  })
})

describe('which calls the contract lets a window cancel', () => {
  const names = Object.keys(contract.calls)
  const cancellable = names.filter(isCancellableCall)

  it('only reads of research and market data', () => {
    expect(cancellable.length).toBeGreaterThan(0)
    for (const name of cancellable) expect(name).toMatch(/^(research\.|market\.supplyDemand$)/)
    expect(cancellable).not.toContain('research.saveScreen')
    expect(cancellable).not.toContain('research.deleteScreen')
  })

  it('nothing that moves money or state: orders, stops, alerts, settings, guards, profiles, auth', () => {
    const guarded = /^(orders|stops|alerts|profiles|auth|workspace|account|app|demoPhone|chart|board)\./
    const writes = names.filter((name) => guarded.test(name))
    expect(writes).toContain('orders.place')
    expect(writes.filter(isCancellableCall)).toEqual([])
    expect(isCancellableCall('no.such.call')).toBe(false)
    expect(isCancellableCall(42)).toBe(false)
  })
})
