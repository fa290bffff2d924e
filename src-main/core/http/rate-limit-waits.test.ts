import { describe, expect, it } from 'vitest'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import { sendThroughRateLimits } from './rate-limit-waits'

const limited = (retryAt?: number) =>
  new CoreError(
    bridgeError('rate-limited', 'RATE_LIMIT_EXCEEDED', 'slow down', retryAt === undefined ? {} : { retryAt }),
  )

describe('sending through 429s', () => {
  it('waits for the reset (at least a growing floor, at most 30 s) and reports the waits', async () => {
    let clock = 1_000_000
    const waits: (number | null)[] = []
    const slept: number[] = []
    const answers = [limited(clock + 5_000), limited(clock - 60_000), limited(clock + 3_600_000)]
    const value = await sendThroughRateLimits(
      async () => {
        const next = answers.shift()
        if (next) throw next
        return 'done'
      },
      {
        onWait: (at) => waits.push(at),
        now: () => clock,
        sleep: async (ms) => {
          slept.push(ms)
          clock += ms
        },
      },
    )
    expect(value).toBe('done')
    // Reset in 5 s; a reset in the past still waits the floor (2 s); an hour away is capped at 30 s.
    expect(slept).toEqual([5_000, 2_000, 30_000])
    expect(waits.filter((w) => w !== null)).toHaveLength(3)
    expect(waits.at(-1)).toBeNull()
  })

  it('never retries anything but a 429', async () => {
    let calls = 0
    const failure = await sendThroughRateLimits(
      async () => {
        calls++
        throw new CoreError(bridgeError('network', 'timeout', 'no answer'))
      },
      { onWait: () => undefined, sleep: async () => undefined },
    ).catch((e: unknown) => e)
    expect(calls).toBe(1)
    expect((failure as CoreError).detail.code).toBe('timeout')
  })

  it('gives up after its deadline with the 429', async () => {
    let clock = 0
    const failure = await sendThroughRateLimits(
      async () => {
        throw limited(clock + 10_000)
      },
      {
        onWait: () => undefined,
        now: () => clock,
        sleep: async (ms) => void (clock += ms),
        deadlineMs: 25_000,
      },
    ).catch((e: unknown) => e)
    expect((failure as CoreError).detail.kind).toBe('rate-limited')
    expect(clock).toBeGreaterThanOrEqual(25_000)
  })
})
