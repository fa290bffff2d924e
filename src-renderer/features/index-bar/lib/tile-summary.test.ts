import { describe, expect, it } from 'vitest'
import type { IndexTile } from '../../../../src-shared/bridge/contract'
import { en } from '../../../i18n/en'
import { vi } from '../../../i18n/vi'
import { tileSummary } from './tile-summary'

const tile: IndexTile = {
  code: 'VNINDEX',
  source: 'exchange',
  value: 1852.59,
  change: 2.59,
  changePercent: 0.14,
  volume: 873_694_000,
  tradedValue: 43_303_160_000_000,
  advancing: 138,
  declining: 114,
  unchanged: 14,
  ceiling: 20,
  floor: 4,
  members: 270,
  // 14:05:03 in Vietnam.
  at: Date.parse('2026-03-02T14:05:03+07:00'),
}

describe('tileSummary', () => {
  it('says every figure of the tile, breadth in words', () => {
    expect(tileSummary(tile, en.indexBar)).toBe(
      [
        'VNINDEX 1,852.59 +2.59 (+0.14%)',
        'Vol 873,694,000 · Value 43,303.16 bn',
        '▲138 (20) ■14 ▼114 (4): Up (at ceiling) · unchanged · down (at floor)',
        'As of 14:05:03',
      ].join('\n'),
    )
  })

  it("speaks the UI language in the market's number convention, without breadth the source did not give", () => {
    const summary = tileSummary({ ...tile, advancing: null }, vi.indexBar)
    expect(summary.split('\n')).toHaveLength(3)
    expect(summary).toContain('KL 873,694,000')
    expect(summary).not.toContain('▲')
  })

  it('prints no level for a derived tile without the exchange’s scale, and says why', () => {
    const summary = tileSummary(
      { ...tile, source: 'derived', value: null, change: null, changePercent: null },
      en.indexBar,
    )
    expect(summary.split('\n')[0]).toBe('VNINDEX — —')
    expect(summary).toContain(en.indexBar.noLevel)
  })
})
