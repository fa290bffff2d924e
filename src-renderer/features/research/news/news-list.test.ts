import { describe, expect, it } from 'vitest'
import { inLanguage, mergePages, newsInput, nextPage, step } from './news-list'

describe('news filters and paging', () => {
  it('asks for a topic, or for a symbol always with the stock topic', () => {
    expect(newsInput({ topic: null, symbol: null }, 1)).toEqual({ page: 1 })
    expect(newsInput({ topic: 'banking', symbol: null }, 2)).toEqual({ topic: 'banking', page: 2 })
    // A symbol wins over another topic: the service refuses a symbol without topic=stock.
    expect(newsInput({ topic: 'macro', symbol: 'HPG' }, 1)).toEqual({
      topic: 'stock',
      symbol: 'HPG',
      page: 1,
    })
  })

  it('merges pages newest first, each item once when the feed moved between pages', () => {
    const pages = [{ items: [{ id: 'c' }, { id: 'b' }] }, { items: [{ id: 'b' }, { id: 'a' }] }]
    expect(mergePages(pages).map((i) => i.id)).toEqual(['c', 'b', 'a'])
  })

  it('offers another page until every item of the filter is loaded', () => {
    expect(nextPage({ page: 1, page_size: 20, total: 41 })).toBe(2)
    expect(nextPage({ page: 3, page_size: 20, total: 41 })).toBeUndefined()
    expect(nextPage({ page: 1, page_size: 20, total: 20 })).toBeUndefined()
    expect(nextPage({ page: 1, page_size: 20, total: 0 })).toBeUndefined()
  })

  it('shows a headline in the UI language when the item has it, and says when it does not', () => {
    expect(inLanguage('Tin', 'News', 'en')).toEqual({ text: 'News', fallback: false })
    expect(inLanguage('Tin', 'News', 'vi')).toEqual({ text: 'Tin', fallback: false })
    expect(inLanguage('Tin', null, 'en')).toEqual({ text: 'Tin', fallback: true })
    expect(inLanguage(undefined, 'News', 'vi')).toEqual({ text: 'News', fallback: true })
  })

  it('moves the cursor inside the list, from nowhere to the first or the last', () => {
    expect(step(-1, 1, 5)).toBe(0)
    expect(step(-1, -1, 5)).toBe(4)
    expect(step(4, 1, 5)).toBe(4)
    expect(step(0, -1, 5)).toBe(0)
    expect(step(2, 1, 5)).toBe(3)
    expect(step(0, 1, 0)).toBe(-1)
  })
})
