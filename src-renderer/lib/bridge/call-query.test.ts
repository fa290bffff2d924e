// @vitest-environment happy-dom
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import type { CallOutput } from '../../../src-shared/bridge/api'
import { deferred, installFakeWorkstation } from '../../testing/fake-workstation'
import { callKey, callQuery, supersedableCallQuery } from './call-query'
import { BridgeCallError } from './query'

const bridge = installFakeWorkstation()
const breadth = (advances: number): CallOutput<'research.sectorBreadth'> => ({
  advances,
  declines: 3,
  nochanges: 1,
})

beforeEach(() => bridge.reset())

describe('callQuery', () => {
  it("keys a read by the call's name in the contract, then its input", () => {
    expect(callQuery('research.sectorBreadth', { slug: 'banks' }).queryKey).toEqual([
      'research.sectorBreadth',
      { slug: 'banks' },
    ])
    expect(callKey('research.sectorBreadth')).toEqual(['research.sectorBreadth'])
  })

  it('asks the bridge once per input, with that input, and types the answer from the contract', async () => {
    bridge.answer('research.sectorBreadth', async (input) => ({
      ok: true,
      value: breadth(input.slug === 'banks' ? 12 : 4),
    }))
    const client = new QueryClient()
    const banks = callQuery('research.sectorBreadth', { slug: 'banks' })
    expect(await client.query(banks)).toEqual(breadth(12))
    expect(await client.query(callQuery('research.sectorBreadth', { slug: 'oil-gas' }))).toEqual(breadth(4))
    // The same call and input again: the cache answers, the bridge is not asked.
    await client.query({
      ...callQuery('research.sectorBreadth', { slug: 'banks' }),
      staleTime: Infinity,
    })
    expect(bridge.callsOf('research.sectorBreadth')).toEqual([{ slug: 'banks' }, { slug: 'oil-gas' }])
    const cached = client.getQueryData(banks.queryKey)
    expectTypeOf(cached).toEqualTypeOf<CallOutput<'research.sectorBreadth'> | undefined>()
    expect(cached?.advances).toBe(12)
  })

  it('throws what the bridge refused, with its BridgeError', async () => {
    bridge.answer('research.sectorBreadth', async () => ({
      ok: false,
      error: { kind: 'rate-limited', code: 'RATE_LIMITED', message: 'slow down' },
    }))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const failure = client.query(callQuery('research.sectorBreadth', { slug: 'banks' }))
    await expect(failure).rejects.toBeInstanceOf(BridgeCallError)
    await expect(failure).rejects.toMatchObject({ bridgeError: { kind: 'rate-limited' } })
  })

  it("makes every input of a call old at once by the call's name", async () => {
    bridge.answer('research.sectorBreadth', async () => ({ ok: true, value: breadth(1) }))
    bridge.answer('research.indices', async () => ({ ok: true, value: [] }))
    const client = new QueryClient()
    const options = [
      callQuery('research.sectorBreadth', { slug: 'banks' }),
      callQuery('research.sectorBreadth', { slug: 'oil-gas' }),
    ]
    for (const o of options) await client.query({ ...o, staleTime: Infinity })
    const other = callQuery('research.indices', {})
    await client.query({ ...other, staleTime: Infinity })
    await client.invalidateQueries({ queryKey: callKey('research.sectorBreadth') })
    for (const o of options) expect(client.getQueryState(o.queryKey)?.isInvalidated).toBe(true)
    expect(client.getQueryState(other.queryKey)?.isInvalidated).toBe(false)
  })
})

describe('supersedableCallQuery', () => {
  it('keys a read as callQuery does', () => {
    expect(supersedableCallQuery('research.sectorBreadth', { slug: 'banks' }).queryKey).toEqual(
      callQuery('research.sectorBreadth', { slug: 'banks' }).queryKey,
    )
  })

  it('drops the answer of a read nobody waits for any more (a window moved to another symbol)', async () => {
    const late = deferred<{ ok: true; value: CallOutput<'research.sectorBreadth'> }>()
    bridge.answer('research.sectorBreadth', () => late.promise)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const banks = supersedableCallQuery('research.sectorBreadth', { slug: 'banks' })
    const observer = new QueryObserver(client, banks)
    const stop = observer.subscribe(() => undefined)
    expect(client.getQueryState(banks.queryKey)?.fetchStatus).toBe('fetching')
    // The last observer leaves before the answer: react-query cancels the read.
    stop()
    expect(client.getQueryState(banks.queryKey)?.fetchStatus).toBe('idle')
    late.resolve({ ok: true, value: breadth(9) })
    await late.promise
    await Promise.resolve()
    expect(client.getQueryData(banks.queryKey)).toBeUndefined()
  })

  it('tells the bridge when react-query cancels a read, so the core drops it too', () => {
    bridge.answer('research.sectorBreadth', () => new Promise(() => undefined))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const read = new QueryObserver(client, supersedableCallQuery('research.sectorBreadth', { slug: 'steel' }))
    const stop = read.subscribe(() => undefined)
    expect(bridge.cancelled).toEqual([])
    stop()
    expect(bridge.cancelled).toEqual(['research.sectorBreadth'])
  })
})
