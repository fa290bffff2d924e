import { describe, expect, it } from 'vitest'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import type { Clock } from '../clock/clock'
import { retryRateLimited, waitAfterRateLimit } from './retry-policy'

const limited = (retryAt?: number) =>
  new CoreError(
    bridgeError('rate-limited', 'RATE_LIMIT_EXCEEDED', 'slow down', retryAt === undefined ? {} : { retryAt }),
  )

/** A clock whose sleeps move it at once, recording each: the policy's waits, read, not waited. */
function recordingClock(start = 0) {
  const slept: number[] = []
  let time = start
  const clock: Pick<Clock, 'now' | 'sleep'> = {
    now: () => time,
    sleep: async (ms) => {
      slept.push(ms)
      time += ms
    },
  }
  return { clock, slept, now: () => time }
}

describe('the retry policy', () => {
  it('waits for the reset plus 50–500 ms, at least a growing floor, at most 30 s, and reports the waits', async () => {
    const { clock, slept, now } = recordingClock(1_000_000)
    const waits: (number | null)[] = []
    const answers = [limited(now() + 5_000), limited(now() - 60_000), limited(now() + 3_600_000)]
    const value = await retryRateLimited(
      async () => {
        const next = answers.shift()
        if (next) throw next
        return 'done'
      },
      {
        onWait: (at) => waits.push(at),
        clock,
      },
    )
    expect(value).toBe('done')
    // Reset in 5 s (+ jitter); a reset in the past still waits the second attempt's floor (1 s);
    // an hour away is capped at 30 s.
    expect(slept[0]).toBeGreaterThanOrEqual(5_050)
    expect(slept[0]).toBeLessThanOrEqual(5_500)
    expect(slept[1]).toBe(1_000)
    expect(slept[2]).toBe(30_000)
    expect(waits.filter((w) => w !== null)).toHaveLength(3)
    expect(waits.at(-1)).toBeNull()
  })

  it('never retries anything but a 429: a timeout, a 5xx or a dropped connection go back to the caller', async () => {
    for (const failure of [
      bridgeError('network', 'timeout', 'no answer'),
      bridgeError('server', 'http-503', 'down'),
      bridgeError('network', 'unreachable', 'dropped'),
    ]) {
      let calls = 0
      const thrown = await retryRateLimited(
        async () => {
          calls++
          throw new CoreError(failure)
        },
        { clock: recordingClock().clock },
      ).catch((e: unknown) => e)
      expect(calls).toBe(1)
      expect((thrown as CoreError).detail.code).toBe(failure.code)
    }
  })

  it('stops after its retries, and before a wait that would end past its deadline', async () => {
    let calls = 0
    const few = await retryRateLimited(
      async () => {
        calls++
        throw limited(0)
      },
      { retries: 2, clock: recordingClock().clock },
    ).catch((e: unknown) => e)
    expect(calls).toBe(3)
    expect((few as CoreError).detail.kind).toBe('rate-limited')

    const { clock, now } = recordingClock()
    const late = await retryRateLimited(
      async () => {
        throw limited(now() + 10_000)
      },
      { retries: Infinity, clock, deadlineMs: 25_000 },
    ).catch((e: unknown) => e)
    expect((late as CoreError).detail.kind).toBe('rate-limited')
    expect(now()).toBeLessThanOrEqual(25_000)
    expect(now()).toBeGreaterThanOrEqual(10_000)
  })

  it('an abort stops the waiting', async () => {
    const controller = new AbortController()
    let calls = 0
    const thrown = await retryRateLimited(
      async () => {
        calls++
        throw limited(60_000)
      },
      {
        signal: controller.signal,
        clock: {
          now: () => 0,
          sleep: async () => {
            controller.abort(new Error('closed'))
          },
        },
      },
    ).catch((e: unknown) => e)
    expect(calls).toBe(1)
    expect((thrown as Error).message).toBe('closed')
  })

  it('a board poll after a 429 waits the reset plus jitter, never less than its cadence', () => {
    expect(waitAfterRateLimit(10_000, 0, { floorMs: 1_000 })).toBeGreaterThanOrEqual(10_050)
    expect(waitAfterRateLimit(10_000, 0, { floorMs: 1_000 })).toBeLessThanOrEqual(10_500)
    expect(waitAfterRateLimit(0, 5_000, { floorMs: 1_000 })).toBe(1_000)
  })
})
