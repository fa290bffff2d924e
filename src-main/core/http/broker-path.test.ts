import { describe, expect, it } from 'vitest'
import { CoreError } from '../errors/to-bridge-error'
import { brokerPath } from './broker-path'

describe('brokerPath', () => {
  it('encodes every value as one segment', () => {
    expect(brokerPath`/trading/oa/sub-accounts/${'100004'}/orders/${'a/b?c#d'}`).toBe(
      '/trading/oa/sub-accounts/100004/orders/a%2Fb%3Fc%23d',
    )
    expect(brokerPath`/market/quotes/indices/${1}/history`).toBe('/market/quotes/indices/1/history')
    expect(brokerPath`/a/${'x'}?cache=1`).toBe('/a/x?cache=1')
  })

  it('refuses a value that would climb or vanish, before anything is sent', () => {
    for (const bad of ['..', '.', '']) {
      const attempt = () => brokerPath`/trading/oa/sub-accounts/${'100004'}/orders/${bad}`
      expect(attempt).toThrow(CoreError)
      try {
        attempt()
      } catch (error) {
        expect((error as CoreError).detail).toMatchObject({ kind: 'validation', code: 'bad-path-segment' })
      }
    }
  })

  it('refuses a value that is only part of a segment (a template mistake)', () => {
    expect(() => brokerPath`/orders/id-${'1'}`).toThrow(/whole path segment/)
    expect(() => brokerPath`/orders/${'1'}.json`).toThrow(/whole path segment/)
  })
})
