import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { linkGroupSchema, symbolSchema } from '../../../../src-shared/bridge/contract'
import { useStrings } from '../../../i18n/strings'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useLinkGroup } from '../../../lib/workspace/use-link-group'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { useQuote } from '../hooks/use-research'
import { EventsPanel, ProfilePanel, RatiosPanel } from './company-panels'
import { FlowsPanel, SupplyDemandPanel } from './flow-panels'
import { BookPanel, QuotePanel } from './quote-panels'
import './detail.css'

const defaultSymbol = 'FPT'
const windowKey = 'detail-window'

function symbolFrom(params: URLSearchParams): string {
  const parsed = symbolSchema.safeParse(params.get('symbol')?.toUpperCase())
  return parsed.success ? parsed.data : defaultSymbol
}

/**
 * `?view=detail&symbol=FPT&link=red`: one company at a glance — quote and book, investor-type supply
 * and demand, foreign and proprietary flows, profile, ratios and corporate events. Opened from a board
 * row (Shift+D) it joins that board's colour group: a row selected there shows here, a symbol typed
 * here is sent to them.
 */
export function SymbolDetailWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useStrings().research
  const theme = useWorkspaceStore((s) => s.snapshot?.ui.theme ?? 'dark')
  const [symbol, setSymbol] = useState(() => symbolFrom(params))
  const [draft, setDraft] = useState(symbol)
  const [draftError, setDraftError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const { group, setGroup, linkedSymbol, select } = useLinkGroup(windowKey)
  useEffect(() => {
    const fromUrl = linkGroupSchema.safeParse(params.get('link'))
    if (fromUrl.success && group === null) setGroup(fromUrl.data)
    // Only the URL of the first load decides; the user may unlink afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const [seenLinked, setSeenLinked] = useState(linkedSymbol)
  if (linkedSymbol !== seenLinked) {
    setSeenLinked(linkedSymbol)
    if (linkedSymbol !== null) {
      setSymbol(linkedSymbol)
      setDraft(linkedSymbol)
    }
  }
  useEffect(() => {
    document.title = `${symbol} · ${t.detailTitle}`
  }, [symbol, t.detailTitle])

  // "/" selects the symbol field, as in the chart window.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      e.preventDefault()
      input.current?.select()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const submit = (e: SyntheticEvent) => {
    e.preventDefault()
    const parsed = symbolSchema.safeParse(draft.trim().toUpperCase())
    if (!parsed.success) {
      setDraftError(t.badSymbol)
      return
    }
    setDraftError(null)
    setSymbol(parsed.data)
    setDraft(parsed.data)
    select(parsed.data)
  }

  const reference = useQuote(symbol).data?.reference ?? null

  return (
    <div className="research-detail" data-testid="detail-window" data-symbol={symbol}>
      <header className="rd-header">
        <form onSubmit={submit}>
          <label>
            <span className="rd-label">{t.symbol}</span>
            <input
              ref={input}
              className="rd-symbol"
              value={draft}
              aria-label={t.symbol}
              title={t.symbolHint}
              spellCheck={false}
              onChange={(e) => setDraft(e.target.value.toUpperCase())}
            />
          </label>
          {draftError !== null && (
            <span className="rd-error" role="alert">
              {draftError}
            </span>
          )}
        </form>
        <h1 className="rd-title">{symbol}</h1>
        {group !== null && (
          <span className={`chart-link link-${group}`} title={t.linkedHint} data-testid="detail-link">
            {t.linked}
          </span>
        )}
        <span className="rd-unit">{t.unit}</span>
      </header>
      <main className="rd-body">
        <QuotePanel symbol={symbol} />
        <BookPanel symbol={symbol} reference={reference} />
        <ProfilePanel symbol={symbol} />
        <SupplyDemandPanel symbol={symbol} theme={theme} />
        <RatiosPanel symbol={symbol} />
        <FlowsPanel symbol={symbol} theme={theme} />
        <EventsPanel symbol={symbol} />
      </main>
    </div>
  )
}
