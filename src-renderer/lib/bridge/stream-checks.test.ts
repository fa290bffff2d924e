import { describe, expect, it } from 'vitest'
import { makeRow } from '../../testing/ticker-rows'
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
    expect(checkBoardEvent({ type: 'status', status: { state: 'odd' } })).toBeUndefined()
  })
})
