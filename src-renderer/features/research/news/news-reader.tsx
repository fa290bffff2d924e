import { Panel } from '../components/panels'
import { formatVnDayMonthTime } from '../../../../src-shared/market/vietnam-calendar'
import { inLanguage } from './news-list'
import { useNewsStrings } from './strings'
import { useNewsItem } from './use-news'

/** The item opened from the list, read through the item endpoint (title, body, source). */
export function NewsReader({ id, locale }: { readonly id: string | null; readonly locale: 'vi' | 'en' }) {
  const t = useNewsStrings()
  const item = useNewsItem(id)
  if (id === null)
    return (
      <section className="rd-panel news-reader" data-testid="news-reader">
        <p className="rd-status">{t.pick}</p>
      </section>
    )
  const data = item.data
  const title = inLanguage(data?.title, data?.title_en, locale)
  const body = inLanguage(data?.content ?? data?.summary, data?.content_en ?? data?.summary_en, locale)
  const other = locale === 'vi' ? 'en' : 'vi'
  return (
    <div className="news-reader" data-testid="news-reader" data-id={data?.id ?? ''}>
      <Panel id="news-item" title={t.article} query={item}>
        {data && (
          <article>
            <h2 className="news-title" data-testid="news-title" lang={title.fallback ? other : locale}>
              {title.text}
            </h2>
            <p className="news-meta">
              <time dateTime={new Date(data.published_at).toISOString()}>
                {formatVnDayMonthTime(data.published_at)}
              </time>
              <span className="news-source">{data.source}</span>
              {(data.symbols ?? []).map((s) => (
                <strong key={s} className="news-symbol">
                  {s}
                </strong>
              ))}
              {title.fallback && <span className="news-fallback">{t.otherLanguage}</span>}
            </p>
            <div className="news-text" data-testid="news-text" lang={body.fallback ? other : locale}>
              {body.text.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {data.url && (
              <p className="news-link-out">
                {t.original}: <span className="news-url">{data.url}</span>
              </p>
            )}
          </article>
        )}
      </Panel>
    </div>
  )
}
