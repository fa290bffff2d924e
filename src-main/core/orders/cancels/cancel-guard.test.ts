import { describe, expect, it } from 'vitest'
import { CancelGuard } from './cancel-guard'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('cancel double-submit guard', () => {
  it('sends an order in flight once; the second request gets the first one’s result', async () => {
    const guard = new CancelGuard<string>()
    const sent: string[][] = []
    const first = deferred<Map<string, string>>()
    const send = (fresh: string[]) => {
      sent.push(fresh)
      return sent.length === 1
        ? first.promise
        : Promise.resolve(new Map(fresh.map((k) => [k, `second:${k}`])))
    }
    const a = guard.run(['A', 'B'], send)
    // A double key press: A and B again, plus C which is new.
    const b = guard.run(['A', 'C'], send)
    expect(sent).toEqual([['A', 'B'], ['C']])
    first.resolve(
      new Map([
        ['A', 'first:A'],
        ['B', 'first:B'],
      ]),
    )
    expect(await Promise.all(a)).toEqual(['first:A', 'first:B'])
    expect(await Promise.all(b)).toEqual(['first:A', 'second:C'])
  })

  it('shares a failure with the joined request, then frees the order for a deliberate retry', async () => {
    const guard = new CancelGuard<string>()
    const first = deferred<Map<string, string>>()
    let calls = 0
    const send = () => {
      calls++
      return calls === 1 ? first.promise : Promise.resolve(new Map([['A', 'ok']]))
    }
    const [one] = guard.run(['A'], send)
    const [two] = guard.run(['A'], send)
    first.reject(new Error('wrong PIN'))
    await expect(one).rejects.toThrow('wrong PIN')
    await expect(two).rejects.toThrow('wrong PIN')
    expect(calls).toBe(1)
    expect(guard.busy('A')).toBe(false)
    expect(await guard.run(['A'], send)[0]).toBe('ok')
    expect(calls).toBe(2)
  })
})
