import { describe, expect, it } from 'vitest'
import { allowedOrderTypes, brokerSession } from './order-types'
import { sessionPhaseAt } from './sessions'

/** A moment given in Vietnam time (UTC+7). */
const vn = (iso: string): number => Date.parse(`${iso}+07:00`)

describe('order types by session', () => {
  it('HOSE takes put-through only from 14:45 to 15:00: no board-lot type, LO included', () => {
    const phase = sessionPhaseAt('HOSE', vn('2026-03-02T14:50:00'))
    expect(phase).toBe('put-through')
    expect(brokerSession(phase)).toBe('CA')
    expect(allowedOrderTypes('HOSE', phase)).toEqual([])
  })

  it('HOSE takes LO and ATC in its closing auction, HNX PLO only after it', () => {
    expect(allowedOrderTypes('HOSE', sessionPhaseAt('HOSE', vn('2026-03-02T14:40:00')))).toEqual([
      'LO',
      'ATC',
    ])
    expect(allowedOrderTypes('HNX', sessionPhaseAt('HNX', vn('2026-03-02T14:50:00')))).toEqual(['PLO'])
  })
})
