import { describe, expect, it } from 'vitest'
import { feedTone, formatCadence, retryWords } from './feed-status'

const status = (state: 'connecting' | 'live' | 'stale') => ({
  state,
  lastOkAt: null,
  nextRetryAt: null,
  cadenceMs: 1000,
})

describe('feedTone', () => {
  it('follows the feed while the bridge is up', () => {
    expect(feedTone({ status: null, error: null }, true)).toBe('pending')
    expect(feedTone({ status: status('connecting'), error: null }, true)).toBe('pending')
    expect(feedTone({ status: status('live'), error: null }, true)).toBe('live')
    expect(feedTone({ status: status('stale'), error: null }, true)).toBe('stale')
  })
  it('is offline when the bridge is down, whatever the last status said', () => {
    expect(feedTone({ status: status('live'), error: null }, false)).toBe('offline')
  })
  it('is error once the stream ended with one', () => {
    const error = { kind: 'validation' as const, code: 'bad-params', message: 'no' }
    expect(feedTone({ status: status('live'), error }, true)).toBe('error')
  })
})

describe('feedTone judges age on its own clock', () => {
  const live = { ...status('live'), lastOkAt: 10_000 }
  it('is live while the data is younger than the cadence plus the margin', () => {
    expect(feedTone({ status: live, error: null }, true, 10_000 + 3_000)).toBe('live')
  })
  it('is stale once it is older, though the last status said live', () => {
    expect(feedTone({ status: live, error: null }, true, 10_000 + 3_001)).toBe('stale')
    // A delta newer than the last status counts as fresh data.
    expect(feedTone({ status: live, error: null, lastDataAt: 12_000 }, true, 13_500)).toBe('live')
  })
})

describe('formatCadence', () => {
  it('prints seconds', () => {
    expect(formatCadence(1000)).toBe('1 s')
    expect(formatCadence(2500)).toBe('2.5 s')
  })
})

describe('retryWords', () => {
  const words = { nextRetry: 'next retry', retrying: 'retrying now' }
  // 13:27:20 in Vietnam is 06:27:20 UTC.
  const at = Date.UTC(2026, 0, 12, 6, 27, 20)

  it('says when the next attempt is, on the Vietnam clock, and how long until it', () => {
    expect(retryWords(at, at - 4_000, words)).toBe('next retry 13:27:20 (4 s)')
  })

  it('changes its words once the moment has come, instead of standing at (0 s)', () => {
    expect(retryWords(at, at, words)).toBe('retrying now')
    expect(retryWords(at, at + 10_000, words)).toBe('retrying now')
  })
})
