import { describe, expect, it } from 'vitest'
import type { Drawing } from '../../../../src-shared/bridge/contract'
import { alertsWindowQuery } from '../../../lib/alerts/open-alerts-window'
import { chartAlertFill, levelReach } from './alert-target'

const level = (id: string, price: number): Drawing => ({ kind: 'level', id, price })
const trend: Drawing = {
  kind: 'trend',
  id: 't1',
  from: { time: 1, price: 95_000 },
  to: { time: 2, price: 96_000 },
}

describe('the chart key that sets an alert (A)', () => {
  const drawings = [level('far', 90_000), level('near', 95_300), trend]

  it('at the level under the pointer: the alert follows it (levelId)', () => {
    const pointer = 95_300 * (1 + levelReach / 2)
    const fill = chartAlertFill('FPT', pointer, 96_000, drawings)
    expect(fill).toEqual({ symbol: 'FPT', price: 95_300, levelId: 'near', direction: 'below' })
    expect(new URLSearchParams(alertsWindowQuery(fill)).get('levelId')).toBe('near')
  })

  it('at the pointer’s price away from every level, else at the last price', () => {
    expect(chartAlertFill('FPT', 93_456.7, 96_000, drawings)).toEqual({
      symbol: 'FPT',
      price: 93_457,
      direction: 'below',
    })
    const atLast = chartAlertFill('FPT', null, 96_000, drawings)
    expect(atLast).toEqual({ symbol: 'FPT', price: 96_000, direction: 'above' })
    const query = new URLSearchParams(alertsWindowQuery(atLast))
    expect([query.get('view'), query.get('symbol'), query.get('price'), query.get('levelId')]).toEqual([
      'alerts',
      'FPT',
      '96000',
      null,
    ])
    expect(chartAlertFill('FPT', null, null, drawings)).toEqual({ symbol: 'FPT' })
  })

  it('waits for the crossing the price must make from the last price to reach the level', () => {
    const below = chartAlertFill('FPT', 90_000, 96_000, drawings)
    expect(below).toEqual({ symbol: 'FPT', price: 90_000, levelId: 'far', direction: 'below' })
    expect(new URLSearchParams(alertsWindowQuery(below)).get('direction')).toBe('below')
    const above = chartAlertFill('FPT', 95_300, 94_000, drawings)
    expect(above).toMatchObject({ levelId: 'near', direction: 'above' })
    // No last price yet (no quote): the form's first choice.
    expect(chartAlertFill('FPT', 90_000, null, drawings)).toMatchObject({ direction: 'above' })
  })

  it('a futures chart (index points) opens on the symbol alone', () => {
    expect(chartAlertFill('VN30F2512', 1_300.5, 1_301, [])).toEqual({ symbol: 'VN30F2512' })
  })
})
