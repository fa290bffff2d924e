import { describe, expect, it } from 'vitest'
import {
  allChoices,
  choiceFromKey,
  choiceKey,
  choiceKeywords,
  choiceTitle,
  feedSourceOf,
} from './board-choice'

const lists = [{ id: 'w1', name: 'Banks', symbols: ['VCB', 'TCB'] }]

describe('board choices', () => {
  it('offers the VN30 futures between the whole market and the watchlists, for [ and ]', () => {
    const keys = allChoices(lists).map(choiceKey)
    expect(keys.slice(-3)).toEqual(['market', 'futures', 'watchlist:w1'])
    expect(keys.slice(0, 2)).toEqual(['basket:1', 'basket:2'])
  })

  it('round-trips the futures through the switcher key and feeds it as the futures source', () => {
    expect(choiceFromKey('futures')).toEqual({ kind: 'futures' })
    expect(feedSourceOf({ kind: 'futures' }, lists)).toEqual({ kind: 'futures' })
    expect(choiceTitle({ kind: 'futures' }, lists, 'Whole market')).toBe('VN30F')
  })

  it('lets the palette find the futures board by what a trader calls it', () => {
    expect(choiceKeywords({ kind: 'futures' })).toMatch(/futures.*phai sinh/)
    expect(choiceKeywords({ kind: 'basket', code: 2 })).toBe('')
  })
})
