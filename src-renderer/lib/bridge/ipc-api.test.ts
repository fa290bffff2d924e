import { describe, expect, it } from 'vitest'
import type { ExposedWorkstation } from '../../../src-shared/bridge/api'
import type { OrderIntent } from '../../../src-shared/bridge/contract'
import { ipcApi } from './ipc-api'

/** The preload's side, as far as a call goes: what each call was handed, and its cancels. */
function exposedRecorder() {
  const calls: { name: string; onCancel: ((cancel: () => void) => void) | undefined }[] = []
  let cancels = 0
  const exposed: ExposedWorkstation = {
    call: (name, _input, onCancel) => {
      calls.push({ name, onCancel })
      onCancel?.(() => {
        cancels += 1
      })
      return Promise.resolve({ ok: true, value: null as never })
    },
    subscribe: () => () => undefined,
  }
  return { exposed, calls, cancels: () => cancels }
}

const intent: OrderIntent = {
  intentId: 'ipc-api-0001',
  side: 'BUY',
  type: 'LO',
  symbol: 'FPT',
  quantity: 100,
  price: 1,
}

describe('the Electron bridge as a WorkstationApi', () => {
  it("runs the preload's cancel when a read's signal aborts", async () => {
    const r = exposedRecorder()
    const drop = new AbortController()
    await ipcApi(r.exposed).call('research.stockEvents', { symbol: 'FPT' }, { signal: drop.signal })
    expect(r.calls[0]?.onCancel).toBeTypeOf('function')
    expect(r.cancels()).toBe(0)
    drop.abort()
    expect(r.cancels()).toBe(1)
  })

  it('hands no cancel for orders.place, nor for a call without a signal', async () => {
    const r = exposedRecorder()
    const drop = new AbortController()
    await ipcApi(r.exposed).call('orders.place', intent, { signal: drop.signal })
    await ipcApi(r.exposed).call('research.stockEvents', { symbol: 'FPT' })
    drop.abort()
    expect(r.calls.map((c) => c.onCancel)).toEqual([undefined, undefined])
    expect(r.cancels()).toBe(0)
  })

  it('does not call the preload for a read dropped before it was asked', async () => {
    const r = exposedRecorder()
    const drop = new AbortController()
    drop.abort()
    const answer = await ipcApi(r.exposed).call(
      'research.stockEvents',
      { symbol: 'FPT' },
      { signal: drop.signal },
    )
    expect(answer).toMatchObject({ ok: false, error: { code: 'cancelled' } })
    expect(r.calls).toEqual([])
  })
})
