import { describe, expect, it } from 'vitest'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import type { Clock } from '../clock/clock'
import {
  LONGER_LIMIT_WAIT_MS,
  MAX_RATE_LIMIT_RETRIES,
  retryRateLimited,
  waitAfterRateLimit,
} from './retry-policy'

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
  it('waits for the reset plus 50–500 ms, longer after a 429 in a row, at most a minute, and reports the waits', async () => {
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
    // Reset in 5 s (+ jitter); a second 429 in a row is a longer limit: a reset in the past still
    // waits its floor (10 s); an hour away is capped at a minute.
    expect(slept[0]).toBeGreaterThanOrEqual(5_050)
    expect(slept[0]).toBeLessThanOrEqual(5_500)
    expect(slept[1]).toBe(LONGER_LIMIT_WAIT_MS)
    expect(slept[2]).toBe(60_000)
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
      { retries: 3, clock, deadlineMs: 25_000 },
    ).catch((e: unknown) => e)
    expect((late as CoreError).detail.kind).toBe('rate-limited')
    expect(now()).toBeLessThanOrEqual(25_000)
    expect(now()).toBeGreaterThanOrEqual(10_000)
  })

  it('follows the spec under a 429 storm: at most three retries, a 429 in a row waits longer', async () => {
    const { clock, now } = recordingClock()
    const sentAt: number[] = []
    const thrown = await retryRateLimited(
      async () => {
        sentAt.push(now())
        // The reset is always one second away: a storm that does not end.
        throw limited(now() + 1_000)
      },
      { retries: Infinity, clock, deadlineMs: 10 * 60_000 },
    ).catch((e: unknown) => e)
    expect((thrown as CoreError).detail.kind).toBe('rate-limited')
    // Asked for more, given the spec's most: the first send and three retries.
    expect(sentAt).toHaveLength(1 + MAX_RATE_LIMIT_RETRIES)
    const waits = sentAt.slice(1).map((t, i) => t - sentAt[i]!)
    // The first retry at the reset plus 50–500 ms.
    expect(waits[0]).toBeGreaterThanOrEqual(1_050)
    expect(waits[0]).toBeLessThanOrEqual(1_500)
    // A second 429 in a row: a longer limit, a longer wait, longer again after a third.
    expect(waits[1]).toBeGreaterThanOrEqual(LONGER_LIMIT_WAIT_MS)
    expect(waits[2]).toBeGreaterThan(waits[1]!)
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
