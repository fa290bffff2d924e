import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ServerMessage } from '../../src-shared/bridge/wire'
import { createPartialRouter, type CallContext } from '../core/bridge/router'
import { BridgeClient, isMessage, startTestShell, type TestShell } from './test-harness'
import { realWait } from '../../src-shared/testing/real-wait'
import { limitBuyIntent } from '../../src-shared/testing/order-intent'

/**
 * The `cancel` message on the web shell's socket, against a router whose handlers wait until the
 * test lets them answer and record the signal they were given.
 */
interface Running {
  readonly name: string
  readonly ctx: CallContext
  readonly answer: () => void
}
const running: Running[] = []

function waitForTest<T>(name: string, ctx: CallContext, value: T): Promise<T> {
  return new Promise((resolve) => running.push({ name, ctx, answer: () => resolve(value) }))
}

const intent = limitBuyIntent('socket-cancel-0001')

let t: TestShell
beforeAll(async () => {
  const router = createPartialRouter(
    {
      'research.stockEvents': (_input, ctx) => waitForTest('read', ctx, []),
      'orders.place': (_input, ctx) =>
        waitForTest('place', ctx, { outcome: 'unknown', intentId: intent.intentId } as never),
    },
    {},
  )
  t = await startTestShell({ router })
})
afterAll(() => t.close())

const resultOf = (id: number) => (m: ServerMessage) => m.t === 'result' && m.id === id
const started = (n: number) => vi.waitFor(() => expect(running).toHaveLength(n), realWait)

/** A new socket with one read, call `id`, running in the router (and nothing else running). */
async function socketWithRead(id: number): Promise<BridgeClient> {
  running.length = 0
  const c = await BridgeClient.connect(t)
  c.send({ t: 'call', id, name: 'research.stockEvents', input: { symbol: 'FPT' } })
  await started(1)
  return c
}

describe('the bridge socket and a cancel message', () => {
  it('aborts a running read and sends it no answer', async () => {
    const c = await socketWithRead(1)
    const read = running[0]!
    expect(read.ctx.signal?.aborted).toBe(false)
    c.send({ t: 'cancel', id: 1 })
    await vi.waitFor(() => expect(read.ctx.signal?.aborted).toBe(true), realWait)
    read.answer()
    expect(await c.countAfterBarrier(resultOf(1))).toBe(0)
    expect(await c.countAfterBarrier(isMessage('protocol-error'))).toBe(0)
    await c.close()
  })

  it('ignores a cancel of orders.place: the handler has no signal and its answer comes', async () => {
    running.length = 0
    const c = await BridgeClient.connect(t)
    c.send({ t: 'call', id: 5, name: 'orders.place', input: intent })
    await started(1)
    c.send({ t: 'cancel', id: 5 })
    const place = running[0]!
    expect(place.ctx.signal).toBeUndefined()
    // The cancel has been read by the server once a later call is answered (one socket keeps order).
    expect(await c.countAfterBarrier(resultOf(5))).toBe(0)
    place.answer()
    expect((await c.next(isMessage('result', 5))).result).toMatchObject({
      ok: true,
      value: { outcome: 'unknown' },
    })
    await c.close()
  })

  it('ignores quietly a cancel of an unknown or finished call', async () => {
    const c = await socketWithRead(9)
    running[0]!.answer()
    await c.next(isMessage('result', 9))
    c.send({ t: 'cancel', id: 9 })
    c.send({ t: 'cancel', id: 12_345 })
    expect(await c.countAfterBarrier(isMessage('protocol-error'))).toBe(0)
    await c.close()
  })

  it('answers a malformed cancel with a protocol error, like any bad message', async () => {
    const c = await BridgeClient.connect(t)
    c.send({ t: 'cancel', id: 'one' })
    const error = await c.next(isMessage('protocol-error'))
    expect(error.error).toMatchObject({ kind: 'validation', code: 'bad-message' })
    c.send({ t: 'cancel' })
    await c.next(isMessage('protocol-error'))
    await c.close()
  })

  it('drops the running reads of a socket that closes', async () => {
    const c = await socketWithRead(3)
    await c.close()
    await vi.waitFor(() => expect(running[0]!.ctx.signal?.aborted).toBe(true), realWait)
  })
})
