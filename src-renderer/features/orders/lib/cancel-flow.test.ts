import { describe, expect, it } from 'vitest'
import { cancelFlow, initialFlow, type CancelAction, type CancelFlow } from './cancel-flow'

const run = (actions: CancelAction[], from: CancelFlow = initialFlow) => actions.reduce(cancelFlow, from)
const error = (kind: 'otp-required' | 'auth', code: string) => ({ kind, code, message: code })

describe('cancel dialog double-submit guard', () => {
  it('sends once however often Enter is pressed while sending', () => {
    const s = run([{ type: 'confirm' }, { type: 'confirm' }, { type: 'confirm' }])
    expect(s).toMatchObject({ phase: 'sending', attempt: 1 })
  })

  it('does not send again after the result is in', () => {
    const s = run([{ type: 'confirm' }, { type: 'succeeded', results: [] }, { type: 'confirm' }])
    expect(s).toMatchObject({ phase: 'done', attempt: 1 })
  })

  it('waits for a trading token and then sends exactly once more', () => {
    const s = run([
      { type: 'confirm' },
      { type: 'failed', error: error('otp-required', 'trading-token-required') },
      { type: 'confirm' },
      { type: 'token-ready' },
      { type: 'token-ready' },
    ])
    expect(s).toMatchObject({ phase: 'sending', attempt: 2 })
  })

  it('after a wrong PIN lets the trader confirm again with a new PIN', () => {
    const s = run([{ type: 'confirm' }, { type: 'failed', error: error('auth', 'wrong-pin') }])
    expect(s).toMatchObject({ phase: 'failed', error: { code: 'wrong-pin' } })
    expect(cancelFlow(s, { type: 'confirm' })).toMatchObject({ phase: 'sending', attempt: 2, error: null })
  })

  it('keeps a cancelled order cancelled when another order of the dialog had a wrong PIN', () => {
    const cancelled = {
      book: 'stock' as const,
      orderId: 'S1',
      outcome: 'cancelled' as const,
      code: '0',
      message: '',
    }
    const wrongPin = {
      book: 'derivative' as const,
      orderId: 'D1',
      outcome: 'wrong-pin' as const,
      code: '-5',
      message: '',
    }
    const s = run([{ type: 'confirm' }, { type: 'succeeded', results: [cancelled, wrongPin] }])
    expect(s.phase).toBe('failed')
    const again = run(
      [{ type: 'confirm' }, { type: 'succeeded', results: [{ ...wrongPin, outcome: 'cancelled' }] }],
      s,
    )
    expect(again.phase).toBe('done')
    expect(again.results.map((r) => [r.orderId, r.outcome])).toEqual([
      ['S1', 'cancelled'],
      ['D1', 'cancelled'],
    ])
  })

  it('ignores a late answer to an attempt it is no longer waiting for', () => {
    const s = run([{ type: 'succeeded', results: [] }])
    expect(s).toBe(initialFlow)
  })
})
