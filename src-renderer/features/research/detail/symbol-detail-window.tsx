import { useEffect, useRef } from 'react'
import { useResearchStrings } from '../strings'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { useWindowSymbol } from '../../../lib/workspace/use-window-symbol'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { useQuote } from '../hooks/use-research'
import { EventsPanel, ProfilePanel, RatiosPanel } from './company-panels'
import { FlowsPanel, SupplyDemandPanel } from './flow-panels'
import { BookPanel, QuotePanel } from './quote-panels'
import { SymbolField } from '../../../components/symbol-field'
import '../components/detail.css'

const defaultSymbol = 'FPT'
const windowKey = 'detail-window'

/**
 * `?view=detail&symbol=FPT&link=red`: one company at a glance — quote and book, investor-type supply
 * and demand, foreign and proprietary flows, profile, ratios and corporate events. Opened from a board
 * row (Shift+D) it joins that board's colour group: a row selected there shows here, a symbol typed
 * here is sent to them.
 */
export function SymbolDetailWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useResearchStrings()
  const theme = useWorkspaceStore((s) => s.snapshot?.ui.theme ?? 'dark')
  const { symbol, draft, setDraft, draftError, submit, group } = useWindowSymbol(params, windowKey, {
    fallback: defaultSymbol,
    badSymbol: t.badSymbol,
  })
  const input = useRef<HTMLInputElement>(null)

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

  const reference = useQuote(symbol).data?.reference ?? null

  return (
    <div className="research-detail" data-testid="detail-window" data-symbol={symbol}>
      <header className="rd-header">
        <SymbolField
          classPrefix="rd"
          label={t.symbol}
          hint={t.symbolHint}
          draft={draft}
          onDraft={setDraft}
          error={draftError}
          onSubmit={submit}
          ref={input}
        />
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
