import { describe, expect, it } from 'vitest'
import { dateBsaPoints, vietnamToday } from './supply-demand'

const p = (t: string, bup = 0.5) => ({ bup, sdp: 1 - bup, bsr: bup / (1 - bup), t })

describe('dateBsaPoints', () => {
  it('dates dd/MM points in the current year when no year turns', () => {
    expect(dateBsaPoints([p('27/02'), p('02/03', 0.6)], { year: 2026, month: 3 }).map((x) => x.date)).toEqual(
      ['2026-02-27', '2026-03-02'],
    )
  })

  it('puts December points in the previous year when the window crosses New Year', () => {
    const dated = dateBsaPoints([p('30/12'), p('31/12'), p('02/01'), p('05/01')], { year: 2026, month: 1 })
    expect(dated.map((x) => x.date)).toEqual(['2025-12-30', '2025-12-31', '2026-01-02', '2026-01-05'])
  })

  it('drops points whose time is not dd/MM, keeping the figures of the others', () => {
    const dated = dateBsaPoints([p('07/05', 0.65), p('yesterday'), p('32/13')], { year: 2026, month: 5 })
    expect(dated).toEqual([{ date: '2026-05-07', bup: 0.65, sdp: 0.35, bsr: 0.65 / 0.35 }])
  })

  it("reads today on the exchange's clock", () => {
    // 31 Dec 2025 20:00 UTC is already 1 January 2026 in Vietnam.
    expect(vietnamToday(Date.UTC(2025, 11, 31, 20))).toEqual({ year: 2026, month: 1 })
  })
})
