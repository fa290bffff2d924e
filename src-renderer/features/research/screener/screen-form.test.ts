import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/strings'
import { problemWords } from './problem-words'
import { emptyForm, parseTyped, toFilters, toForm, type ScreenForm } from './screen-form'
import { screenerStringsNow } from './strings'

let key = 0
const nextKey = () => ++key

const threeFilters: ScreenForm = {
  ...emptyForm,
  exchange: 'HOSE',
  index: ' vn30 ',
  bounds: [
    { key: 1, field: 'pe', op: 'lt', value: '15' },
    { key: 2, field: 'roe', op: 'gt', value: '12.5' },
    { key: 3, field: 'market_cap', op: 'gt', value: '10,000' },
    { key: 4, field: 'price', op: 'gt', value: '' },
  ],
  sortField: 'value',
  sortDesc: true,
  window: '1M',
}

describe('screener form → screen', () => {
  it('maps scope, bounds in board units, sort and window to the bridge filters', () => {
    const result = toFilters(threeFilters)
    expect(result).toEqual({
      ok: true,
      filters: {
        exchange: 'HOSE',
        index: 'VN30',
        bounds: { pe: { lt: 15 }, roe: { gt: 12.5 }, market_cap: { gt: 10_000e9 } },
        sort: '-value',
        window: '1M',
      },
    })
  })

  it('prices are typed ×1,000 VND and sent in VND; columns always carry the symbol and the sort', () => {
    const result = toFilters({
      ...emptyForm,
      bounds: [{ key: 1, field: 'price', op: 'lt', value: '25.5' }],
      sortField: 'pe',
      sortDesc: false,
      fields: ['name', 'price'],
    })
    expect(result.ok && result.filters).toMatchObject({
      bounds: { price: { lt: 25_500 } },
      sort: 'pe',
      fields: ['symbol', 'name', 'price', 'pe'],
    })
  })

  it('refuses a window and a date together, in words, before anything is sent', () => {
    const result = toFilters({ ...threeFilters, date: '2026-03-02' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([{ kind: 'windowAndDate' }])
    const en = i18n.getFixedT('en', 'screener')
    const vi = i18n.getFixedT('vi', 'screener')
    void i18n.changeLanguage('en')
    expect(problemWords(result.problems[0]!, en, screenerStringsNow())).toBe(
      'Choose a window or a date, not both',
    )
    void i18n.changeLanguage('vi')
    expect(problemWords(result.problems[0]!, vi, screenerStringsNow())).toMatch(/không chọn cả hai/)
  })

  it('a date alone is sent without a window', () => {
    const result = toFilters({ ...threeFilters, window: '', date: '2026-03-02' })
    expect(result.ok && result.filters.date).toBe('2026-03-02')
    expect(result.ok && 'window' in result.filters).toBe(false)
  })

  it('names every bad bound: not a number, twice the same side, an empty range', () => {
    const result = toFilters({
      ...emptyForm,
      bounds: [
        { key: 1, field: 'pe', op: 'lt', value: '1.2.3' },
        { key: 2, field: 'roe', op: 'gt', value: '20' },
        { key: 3, field: 'roe', op: 'gt', value: '5' },
        { key: 4, field: 'pb', op: 'gt', value: '3' },
        { key: 5, field: 'pb', op: 'lt', value: '2' },
      ],
      sector: 'Banks!',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.problems).toEqual([
      { kind: 'badSector', value: 'banks!' },
      { kind: 'badNumber', field: 'pe', value: '1.2.3' },
      { kind: 'twice', field: 'roe', op: 'gt' },
      { kind: 'emptyRange', field: 'pb' },
    ])
    void i18n.changeLanguage('en')
    const words = result.problems.map((p) =>
      problemWords(p, i18n.getFixedT('en', 'screener'), screenerStringsNow()),
    )
    expect(words[1]).toBe('P/E: “1.2.3” is not a number (e.g. 1,250.5)')
    expect(words[2]).toMatch(/ROE % has two “above” conditions/)
  })

  it('reads numbers as the board prints them', () => {
    expect(parseTyped('1,250.5')).toBe(1250.5)
    expect(parseTyped(' -3 ')).toBe(-3)
    expect(parseTyped('12,50')).toBeNull()
    expect(parseTyped('abc')).toBeNull()
    expect(parseTyped('')).toBeNull()
  })

  it('a saved screen comes back into the same form', () => {
    const first = toFilters(threeFilters)
    if (!first.ok) throw new Error('expected a screen')
    const again = toFilters(toForm(first.filters, nextKey))
    expect(again).toEqual(first)
  })
})
