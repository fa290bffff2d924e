import { describe, expect, it } from 'vitest'
import { orderStatuses } from '../../../../src-shared/schemas/trading'
import { svcOrderState } from './svc-normalize'

describe('group E order statuses in the blotter', () => {
  it('maps every status of the enum to a state the blotter knows (none is "other")', () => {
    for (const status of orderStatuses) {
      expect([status, svcOrderState(status, 0, 100)]).not.toEqual([status, 'other'])
    }
  })

  it('reads partial fills from the quantities, whatever the "on its way" status', () => {
    expect(svcOrderState('SENT', 0, 100)).toBe('working')
    expect(svcOrderState('SENT', 30, 70)).toBe('partly-matched')
    expect(svcOrderState('MATCHED', 30, 70)).toBe('partly-matched')
    expect(svcOrderState('MATCHED', 100, 0)).toBe('matched')
    expect(svcOrderState('MATCHED_ALL', 100, 0)).toBe('matched')
    expect(svcOrderState('CANCELLED', 30, 0)).toBe('cancelled')
    expect(svcOrderState('CANCELLING', 0, 100)).toBe('cancel-pending')
    expect(svcOrderState('FAILED', 0, 0)).toBe('rejected')
    expect(svcOrderState('EXPIRED_AUTHORIZATION', 0, 0)).toBe('expired')
    expect(svcOrderState('SOMETHING_NEW', 0, 0)).toBe('other')
  })
})
