import { describe, expect, it } from 'vitest'
import type { OrderOutcome } from '../../../../src-shared/bridge/contract'
import { svcCancelResult } from './svc-cancel-outcome'

const answer = (over: Partial<OrderOutcome>): OrderOutcome => ({
  outcome: 'accepted',
  orderId: '7001',
  status: 'CANCELLED',
  code: 'CANCELLED',
  message: 'Done.',
  retryAt: null,
  fromBook: false,
  ...over,
})

describe('a group E cancel outcome, from the order client’s typed answer', () => {
  it('says the book confirmed the cancel only when the outcome was read back from the book', () => {
    // The words mention the order book, but the broker answered: the words decide nothing.
    const answered = svcCancelResult('7001', answer({ message: 'Per the order book, done.' }))
    expect(answered).toMatchObject({ outcome: 'cancelled', code: 'CANCELLED' })

    const readBack = svcCancelResult('7001', answer({ message: 'Done.', fromBook: true }))
    expect(readBack).toMatchObject({ outcome: 'cancelled', code: 'confirmed-by-book' })
  })

  it('reads a lost answer whose book shows the order working as still working, and a refusal as rejected', () => {
    const working = svcCancelResult(
      '7001',
      answer({ outcome: 'not-placed', status: 'SENT', code: 'timeout', fromBook: true }),
    )
    expect(working).toMatchObject({ outcome: 'still-working', code: 'no-answer' })

    const refused = svcCancelResult(
      '7001',
      answer({ outcome: 'not-placed', status: null, code: 'BAD_REQUEST', message: 'Not placed: no.' }),
    )
    expect(refused).toMatchObject({ outcome: 'rejected', code: 'BAD_REQUEST' })
  })
})
