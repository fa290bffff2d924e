import { describe, expect, it } from 'vitest'
import { backoffDelay, defaultBackoff } from './backoff'

describe('backoffDelay', () => {
  const noJitter = () => 0
  it('doubles from the initial delay up to the ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, defaultBackoff, noJitter))).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
  })
  it('takes at most the jitter fraction off', () => {
    expect(backoffDelay(0, defaultBackoff, () => 1)).toBe(350)
    expect(backoffDelay(100, defaultBackoff, () => 0.5)).toBe(8500)
  })
})
