// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import type { AlertEvent } from '../../../../src-shared/bridge/contract'
import { useAlertMarks, useAlertMarksFeed } from '../../../lib/alerts/fired-marks'
import { installFakeWorkstation } from '../../../testing/fake-workstation'
import { rowClasses } from './row-classes'

const bridge = installFakeWorkstation()

const fired = (symbol: string, id: string): AlertEvent => ({
  type: 'fired',
  firing: {
    id,
    alertId: `a-${symbol}`,
    symbol,
    condition: { kind: 'crosses', direction: 'above', price: 96_000 },
    value: 96_100,
    at: 1,
  },
})

function Feed() {
  useAlertMarksFeed()
  return null
}

beforeEach(() => {
  bridge.reset()
  useAlertMarks.setState({ marked: new Set() })
})
afterEach(cleanup)

describe('board rows marked when their alert fired (issue 22)', () => {
  it('a firing marks its symbol’s row until the cursor reaches it; other events mark nothing', () => {
    render(<Feed />)
    const marks = () => ({ pinned: [], linked: null, alerted: useAlertMarks.getState().marked })
    act(() => bridge.emit('alerts.events', fired('FPT', 'f1')))
    expect(rowClasses('FPT', marks())).toContain('row-alert-fired')
    expect(rowClasses('HPG', marks())).not.toContain('row-alert-fired')
    act(() => bridge.emit('alerts.events', { type: 'stale', alertIds: ['a-HPG'], symbols: ['HPG'] }))
    expect(rowClasses('HPG', marks())).not.toContain('row-alert-fired')
    // The cursor on the row takes the mark away; a later firing brings it back.
    act(() => useAlertMarks.getState().seen('FPT'))
    expect(rowClasses('FPT', marks())).not.toContain('row-alert-fired')
    act(() => bridge.emit('alerts.events', fired('FPT', 'f2')))
    expect(rowClasses('FPT', { ...marks(), linked: 'FPT' })).toEqual(['row-linked', 'row-alert-fired'])
  })
})
