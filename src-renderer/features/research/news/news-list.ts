import type { NewsItem, NewsTopic } from '../../../../src-shared/schemas/research/info'

export { newsTopics, type NewsTopic } from '../../../../src-shared/schemas/research/info'

export interface NewsFilter {
  /** Null: every topic. */
  readonly topic: NewsTopic | null
  /** Null: every symbol. A symbol is only asked with `topic=stock` (the service refuses it otherwise). */
  readonly symbol: string | null
}

/** The bridge input for one page of a filter: a symbol implies the stock topic. */
export function newsInput(
  filter: NewsFilter,
  page: number,
): { topic?: string; symbol?: string; page: number } {
  if (filter.symbol !== null) return { topic: 'stock', symbol: filter.symbol, page }
  return filter.topic === null ? { page } : { topic: filter.topic, page }
}

/**
 * The pages loaded so far as one list, newest first, each item once: the service pages by offset
 * over a feed that grows at the top, so an item of page 1 can come again on page 2 after news arrives.
 */
export function mergePages<T extends Pick<NewsItem, 'id'>>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const page of pages)
    for (const item of page.items) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      out.push(item)
    }
  return out
}

/** The next page to ask for, or undefined when every item of the filter is loaded. */
export function nextPage(last: { page: number; page_size: number; total: number }): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined
}

/**
 * A text in the UI language when the item has it: the English field in English, else the Vietnamese
 * one; `fallback` says the text shown is not in the UI language.
 */
export function inLanguage(
  vietnamese: string | null | undefined,
  english: string | null | undefined,
  locale: 'vi' | 'en',
): { text: string; fallback: boolean } {
  const wanted = locale === 'en' ? english : vietnamese
  const other = locale === 'en' ? vietnamese : english
  if (wanted) return { text: wanted, fallback: false }
  return { text: other ?? '', fallback: Boolean(other) }
}

/** The index `delta` rows away, kept inside the list (no wrap: the end of a list stays the end). */
export function step(index: number, delta: number, length: number): number {
  if (length === 0) return -1
  return Math.min(length - 1, Math.max(0, (index < 0 ? (delta > 0 ? -1 : length) : index) + delta))
}
