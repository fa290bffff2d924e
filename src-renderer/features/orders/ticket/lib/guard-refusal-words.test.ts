import { describe, expect, it } from 'vitest'
import { bridgeError } from '../../../../../src-shared/bridge/errors'
import { vnTime } from '../../../../../src-shared/market/vietnam-calendar'
import { BridgeCallError } from '../../../../lib/bridge/query'
import { guardRefusalWords } from './guard-refusal-words'

const words = (e: { code: string }) => `words for ${e.code}`
const unlocks = (time: string) => `unlocks at ${time}`

describe('a refused change of the guards in words', () => {
  it('a locked PIN says when it unlocks, in Vietnam time', () => {
    const until = vnTime(2026, 3, 2, 14, 35, 20)
    const error = new BridgeCallError(
      bridgeError('forbidden', 'guard-pin-locked', 'locked', { retryAt: until }),
    )
    expect(guardRefusalWords(error, words, unlocks)).toBe('words for guard-pin-locked unlocks at 14:35:20')
  })

  it('a wrong PIN is the code’s words alone; anything else an internal error', () => {
    const wrong = new BridgeCallError(bridgeError('forbidden', 'guard-pin-wrong', 'wrong'))
    expect(guardRefusalWords(wrong, words, unlocks)).toBe('words for guard-pin-wrong')
    expect(guardRefusalWords(new Error('boom'), words, unlocks)).toBe('words for unexpected')
  })
})
