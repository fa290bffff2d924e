import { useEffect, useLayoutEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react'
import { symbolSchema } from '../../../../src-shared/bridge/contract'
import { LinkGroupSelect } from '../../../components/link-group-select'
import { useStrings } from '../../../i18n/strings'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useUrlLinkGroup } from '../../../lib/workspace/use-url-link-group'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { mergePages, newsTopics, step, type NewsTopic } from './news-list'
import { NewsListPane } from './news-list-pane'
import { NewsReader } from './news-reader'
import { useNewsStrings } from './strings'
import { useNewsPages } from './use-news'
import './news.css'

const windowKey = 'news-window'

const symbolFrom = (params: URLSearchParams): string | null =>
  symbolSchema.safeParse(params.get('symbol')?.toUpperCase()).data ?? null

/**
 * `?view=news[&symbol=FPT][&link=red]`: headlines newest first, page by page, filtered by topic or by
 * one symbol (the service's stock news), read in a pane beside the list. ↑/↓ move through the list,
 * Enter opens, `/` goes to the symbol filter. In a colour group, a symbol selected on a linked board
 * filters the news.
 */
export function NewsWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useNewsStrings()
  const w = useStrings().workspace
  const locale = useWorkspaceStore((s) => s.snapshot?.ui.locale ?? 'vi')
  const [topic, setTopic] = useState<NewsTopic | null>(null)
  const [symbol, setSymbol] = useState<string | null>(() => symbolFrom(params))
  const [draft, setDraft] = useState(symbol ?? '')
  const [draftError, setDraftError] = useState<string | null>(null)
  const [cursor, setCursor] = useState(-1)
  const [openId, setOpenId] = useState<string | null>(null)
  const symbolInput = useRef<HTMLInputElement>(null)
  // A symbol selected in a linked window filters the news.
  const { group, setGroup, select } = useUrlLinkGroup(params, windowKey, (linked) => {
    setSymbol(linked)
    setDraft(linked)
    setCursor(-1)
  })

  const news = useNewsPages({ topic, symbol })
  const items = useMemo(() => mergePages(news.data?.pages ?? []), [news.data])
  const total = news.data?.pages.at(-1)?.total ?? 0

  useEffect(() => {
    document.title = symbol === null ? t.title : `${symbol} · ${t.title}`
  }, [symbol, t.title])

  // The key handler, registered once, reads the latest list and cursor from here.
  const live = useRef({ items, cursor })
  useLayoutEffect(() => {
    live.current = { items, cursor }
  })
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      const { items: list, cursor: at } = live.current
      if (e.key === '/') {
        e.preventDefault()
        symbolInput.current?.select()
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        setCursor(step(at, e.key === 'ArrowDown' ? 1 : -1, list.length))
      } else if (e.key === 'Enter' && list[at] && !(e.target instanceof HTMLButtonElement)) {
        e.preventDefault()
        setOpenId(list[at].id)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const applySymbol = (e: SyntheticEvent) => {
    e.preventDefault()
    const text = draft.trim().toUpperCase()
    if (text === '') {
      setSymbol(null)
      setDraftError(null)
    } else {
      const parsed = symbolSchema.safeParse(text)
      if (!parsed.success) {
        setDraftError(t.badSymbol)
        return
      }
      setDraftError(null)
      setSymbol(parsed.data)
      select(parsed.data)
    }
    setCursor(-1)
    // Back to the list, so ↑/↓ and Enter work at once.
    symbolInput.current?.blur()
  }

  return (
    <div
      className="news-window"
      data-testid="news-window"
      data-topic={symbol === null ? (topic ?? '') : 'stock'}
      data-symbol={symbol ?? ''}
      data-count={items.length}
      data-total={total}
      data-loading={news.isFetching ? 'true' : 'false'}
    >
      <header className="rd-header news-header">
        <h1 className="rd-title">{t.title}</h1>
        <label className="news-field">
          {t.topic}{' '}
          <select
            data-testid="news-topic"
            value={symbol === null ? (topic ?? '') : 'stock'}
            disabled={symbol !== null}
            onChange={(e) => {
              setTopic((e.target.value || null) as NewsTopic | null)
              setCursor(-1)
            }}
          >
            <option value="">{t.allTopics}</option>
            {newsTopics.map((k) => (
              <option key={k} value={k}>
                {t.topics[k]}
              </option>
            ))}
          </select>
        </label>
        <form className="news-field" onSubmit={applySymbol}>
          <label>
            {t.symbol}{' '}
            <input
              ref={symbolInput}
              className="rd-symbol"
              data-testid="news-symbol"
              value={draft}
              title={t.symbolHint}
              spellCheck={false}
              onChange={(e) => setDraft(e.target.value.toUpperCase())}
            />
          </label>
          {symbol !== null && (
            <button
              type="button"
              onClick={() => {
                setSymbol(null)
                setDraft('')
                setCursor(-1)
              }}
            >
              {t.clear}
            </button>
          )}
          {draftError !== null && (
            <span className="rd-error" role="alert">
              {draftError}
            </span>
          )}
        </form>
        <LinkGroupSelect
          className="news-link"
          testId="news-link"
          title={t.linkedTo}
          value={group}
          onChange={setGroup}
        />
        {group !== null && <span className={`chart-link link-${group}`}>{w.linkGroups[group]}</span>}
        <span className="rd-unit">
          {t.keysHint} · {t.timeNote}
        </span>
      </header>
      <main className="news-body">
        <NewsListPane
          query={news}
          items={items}
          total={total}
          cursor={cursor}
          openId={openId}
          locale={locale}
          onOpen={(index) => {
            setCursor(index)
            setOpenId(items[index]?.id ?? null)
          }}
        />
        <NewsReader id={openId} locale={locale} />
      </main>
    </div>
  )
}
