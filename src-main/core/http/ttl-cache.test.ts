import { describe, expect, it, vi } from 'vitest'
import { cancelledRead } from '../errors/cancelled'
import { TtlCache } from './ttl-cache'

/**
 * A cache whose clock stands still, and a load the test settles by hand, recording the signal the
 * cache gave it.
 */
function cacheWithManualLoad() {
  const cache = new TtlCache<string>(60_000, () => 0)
  const loads: { signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }[] = []
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      loads.push({ signal, resolve, reject })
    })
  return { cache, loads, load }
}

const cancelledCode = { detail: { code: 'cancelled' } }

describe('TtlCache with callers that cancel', () => {
  it('keeps a shared load going while one caller is left, and serves it to that one', async () => {
    const { cache, loads, load } = cacheWithManualLoad()
    const one = new AbortController()
    const two = new AbortController()
    const first = cache.get('k', load, one.signal)
    const second = cache.get('k', load, two.signal)
    expect(loads).toHaveLength(1)
    one.abort()
    await expect(first).rejects.toMatchObject(cancelledCode)
    expect(loads[0]!.signal.aborted).toBe(false)
    loads[0]!.resolve('answer')
    await expect(second).resolves.toBe('answer')
    await expect(cache.get('k', load)).resolves.toBe('answer')
    expect(loads).toHaveLength(1)
  })

  it('abandons the load when every caller has gone; a caller without a signal never leaves', async () => {
    const { cache, loads, load } = cacheWithManualLoad()
    const one = new AbortController()
    const two = new AbortController()
    const left = [cache.get('a', load, one.signal), cache.get('a', load, two.signal)]
    one.abort()
    two.abort()
    await Promise.allSettled(left)
    expect(loads[0]!.signal.aborted).toBe(true)

    const three = new AbortController()
    const held = cache.get('b', load)
    const gone = cache.get('b', load, three.signal)
    three.abort()
    await expect(gone).rejects.toMatchObject(cancelledCode)
    expect(loads[1]!.signal.aborted).toBe(false)
    loads[1]!.resolve('kept')
    await expect(held).resolves.toBe('kept')
  })

  it('starts again for a new caller when the abandoned load never went out', async () => {
    const { cache, loads, load } = cacheWithManualLoad()
    const one = new AbortController()
    const dropped = cache.get('k', load, one.signal)
    one.abort()
    await expect(dropped).rejects.toMatchObject(cancelledCode)
    // A window asks again before the abandoned load has failed: it waits, then loads anew.
    const again = cache.get('k', load)
    loads[0]!.reject(cancelledRead('queued'))
    await vi.waitFor(() => expect(loads).toHaveLength(2))
    loads[1]!.resolve('fresh')
    await expect(again).resolves.toBe('fresh')
  })

  it('keeps the answer of an abandoned load that was already on the wire', async () => {
    const { cache, loads, load } = cacheWithManualLoad()
    const one = new AbortController()
    const dropped = cache.get('k', load, one.signal)
    one.abort()
    await expect(dropped).rejects.toMatchObject(cancelledCode)
    const joined = cache.get('k', load)
    loads[0]!.resolve('late answer')
    await expect(joined).resolves.toBe('late answer')
    await expect(cache.get('k', load)).resolves.toBe('late answer')
    expect(loads).toHaveLength(1)
  })

  it('refuses a caller whose signal aborted already, without loading', async () => {
    const { cache, loads, load } = cacheWithManualLoad()
    const gone = new AbortController()
    gone.abort()
    await expect(cache.get('k', load, gone.signal)).rejects.toMatchObject(cancelledCode)
    expect(loads).toHaveLength(0)
  })
})
