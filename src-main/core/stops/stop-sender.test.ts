import { describe, expect, it } from 'vitest'
import type { OrderOutcome } from '../../../src-shared/bridge/areas/orders-entry'
import { possibleDuplicateCode } from '../../../src-shared/bridge/areas/orders-entry'
import { bridgeError } from '../../../src-shared/bridge/errors'
import { CoreError } from '../errors/to-bridge-error'
import { placeStop, stateAfter } from './stop-sender'

const outcome = (kind: OrderOutcome['outcome']): OrderOutcome => ({
  outcome: kind,
  orderId: kind === 'placed' ? '1' : null,
  status: null,
  code: 'X',
  message: '',
  retryAt: null,
  fromBook: false,
})

const intent = {
  intentId: 'tk-00000001',
  side: 'SELL' as const,
  symbol: 'FPT',
  quantity: 100,
  type: 'LO' as const,
  price: 95_000,
}

describe('a stop’s state from its order’s word', () => {
  it('placed is sent; a refusal fails; an answer that proves nothing stays unknown (never resent)', () => {
    expect(stateAfter(outcome('placed')).state).toBe('sent')
    expect(stateAfter(outcome('rejected')).state).toBe('failed')
    expect(stateAfter(outcome('not-placed')).state).toBe('failed')
    expect(stateAfter(outcome('unknown')).state).toBe('unknown')
  })

  it('certainly not sent waits for the person: the second factor, or a confirmation after a rate limit', () => {
    expect(stateAfter(outcome('session-required')).state).toBe('needs-second-factor')
    expect(stateAfter(outcome('rate-limited'))).toMatchObject({
      state: 'needs-confirmation',
      askReason: 'rate-limited',
    })
  })

  it('a refusal before anything went out: a guard fails it in its words, a like unknown order asks', async () => {
    const guard = bridgeError('forbidden', 'guard-order-value', 'too large')
    expect(await placeStop(intent, () => Promise.reject(new CoreError(guard)))).toMatchObject({
      state: 'failed',
      error: { code: 'guard-order-value' },
    })
    const duplicate = bridgeError('validation', possibleDuplicateCode, 'like order unknown')
    expect(await placeStop(intent, () => Promise.reject(new CoreError(duplicate)))).toMatchObject({
      state: 'needs-confirmation',
      askReason: 'possible-duplicate',
    })
  })
})
