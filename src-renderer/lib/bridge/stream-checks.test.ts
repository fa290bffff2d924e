import { describe, expect, it } from 'vitest'
import { makeRow } from '../../testing/ticker-rows'
import { boardEventSchema } from '../../../src-shared/bridge/areas/board'
import { checkBoardEvent } from './stream-checks'

const delta = (over: Record<string, unknown> = {}) => ({
  type: 'delta',
  changes: [{ symbol: 'FPT', fields: { matchPrice: 1, room: null } }],
  added: [makeRow('NEW')],
  removed: ['OLD'],
  tradingDate: '22/11/2025',
  at: 1,
  ...over,
})

describe('checkBoardEvent', () => {
  it('passes well-formed deltas, snapshots and statuses', () => {
    expect(checkBoardEvent(delta())).toEqual(delta())
    expect(checkBoardEvent(delta({ front: true }))).toEqual(delta({ front: true }))
    const snapshot = { type: 'snapshot', rows: [makeRow('FPT')], tradingDate: '22/11/2025', at: 1 }
    expect(checkBoardEvent(snapshot)).toEqual(snapshot)
    const status = {
      type: 'status',
      status: { state: 'live', lastOkAt: 1, nextRetryAt: null, cadenceMs: 1000 },
    }
    expect(checkBoardEvent(status)).toEqual(status)
  })

  it('refuses what the board could not read', () => {
    expect(checkBoardEvent(null)).toBeUndefined()
    expect(checkBoardEvent({ type: 'nonsense' })).toBeUndefined()
    expect(checkBoardEvent(delta({ at: '1' }))).toBeUndefined()
    expect(
      checkBoardEvent(delta({ changes: [{ symbol: 'FPT', fields: { matchPrice: '1' } }] })),
    ).toBeUndefined()
    expect(
      checkBoardEvent(delta({ changes: [{ symbol: 'FPT', fields: { matchPrice: null } }] })),
    ).toBeUndefined()
    expect(checkBoardEvent(delta({ added: [{ ...makeRow('NEW'), high: undefined }] }))).toBeUndefined()
    expect(checkBoardEvent(delta({ removed: [1] }))).toBeUndefined()
    expect(checkBoardEvent(delta({ front: false }))).toBeUndefined()
    expect(checkBoardEvent(delta({ front: 'yes' }))).toBeUndefined()
    expect(checkBoardEvent({ type: 'status', status: { state: 'odd' } })).toBeUndefined()
  })

  it('agrees with the contract’s schema on the front marker', () => {
    for (const front of [undefined, true, false, 'yes', 1, null]) {
      const event = delta(front === undefined ? {} : { front })
      expect(checkBoardEvent(event) !== undefined, String(front)).toBe(
        boardEventSchema.safeParse(event).success,
      )
    }
  })
})
