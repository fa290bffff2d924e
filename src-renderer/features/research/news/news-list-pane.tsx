import { useEffect, useRef } from 'react'
import type { NewsItem } from '../../../../src-shared/schemas/research/info'
import { formatInteger } from '../../../lib/numbers'
import { Panel } from '../components/panels'
import { formatVnDayMonthTime } from '../../../../src-shared/market/vietnam-calendar'
import { inLanguage } from './news-list'
import { useNewsStrings } from './strings'
import type { useNewsPages } from './use-news'

/** The headlines loaded so far, the keyboard cursor on one of them, and "load more" at the end. */
export function NewsListPane(props: {
  readonly query: ReturnType<typeof useNewsPages>
  readonly items: readonly NewsItem[]
  readonly total: number
  readonly cursor: number
  readonly openId: string | null
  readonly locale: 'vi' | 'en'
  readonly onOpen: (index: number) => void
}) {
  const t = useNewsStrings()
  const { query, items, cursor } = props
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' })
  }, [cursor])
  const topicName = (topic: string | null | undefined) =>
    (t.topics as Readonly<Record<string, string | undefined>>)[topic ?? ''] ?? topic ?? ''
  return (
    <Panel
      id="news-list"
      title={`${t.headlines} · ${formatInteger(items.length)} ${t.of} ${formatInteger(props.total)}`}
      query={query}
      empty={items.length === 0}
      emptyText={t.none}
    >
      <ol className="news-list" role="listbox" aria-label={t.title} ref={list}>
        {items.map((item, index) => {
          const title = inLanguage(item.title, item.title_en, props.locale)
          return (
            <li
              key={item.id}
              role="option"
              aria-selected={index === cursor}
              className={`news-item${index === cursor ? ' news-cursor' : ''}${item.id === props.openId ? ' news-open' : ''}`}
              data-testid="news-item"
              data-id={item.id}
              data-topic={item.topic ?? ''}
              data-symbols={(item.symbols ?? []).join(',')}
              onClick={() => props.onOpen(index)}
            >
              <span className="news-meta">
                <time dateTime={new Date(item.published_at).toISOString()}>
                  {formatVnDayMonthTime(item.published_at)}
                </time>
                <span className="news-topic">{topicName(item.topic)}</span>
                {(item.symbols ?? []).map((s) => (
                  <strong key={s} className="news-symbol">
                    {s}
                  </strong>
                ))}
                <span className="news-source">{item.source}</span>
              </span>
              <span
                className="news-headline"
                lang={title.fallback ? (props.locale === 'vi' ? 'en' : 'vi') : props.locale}
              >
                {title.text}
              </span>
            </li>
          )
        })}
      </ol>
      {query.hasNextPage && (
        <button
          type="button"
          className="news-more"
          data-testid="news-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t.loading : t.loadMore}
        </button>
      )}
    </Panel>
  )
}
