import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react'
import { chartResolutions, type ChartResolution } from '../../../../src-shared/bridge/contract'
import { BridgeCallError } from '../../../lib/bridge/query'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { formatClock } from '../../../lib/time'
import { useErrorWords } from '../../../i18n/error-words'
import { useWindowSymbol } from '../../../lib/workspace/use-window-symbol'
import { useWorkspaceStore } from '../../../lib/workspace/workspace-store'
import { useChartHistory } from '../hooks/use-chart-history'
import { useLiveCandle } from '../hooks/use-live-candle'
import { chartPriceFormatter, chartPriceStep, isFuturesSymbol, toPlotCandles } from '../lib/plot-candles'
import { historyScale } from '../lib/price-scale'
import { useChartStrings } from '../strings'
import { CandleChart } from './candle-chart'
import { SymbolField } from '../../../components/symbol-field'
import './chart.css'

const defaultSymbol = 'FPT'
const windowKey = 'chart-window'

/**
 * `?view=chart&symbol=FPT&link=red`: one symbol's candles and volume, live from the board feed.
 * Opened from a board row (C) it joins that board's colour group, so selecting a row there (or in
 * any window of the colour) shows the symbol here; typing a symbol here sends it to them.
 */
export function ChartWindow({ params }: { readonly params: URLSearchParams }) {
  const t = useChartStrings()
  const words = useErrorWords()
  const theme = useWorkspaceStore((s) => s.snapshot?.ui.theme ?? 'dark')
  const {
    symbol,
    draft,
    setDraft,
    draftError,
    submit: submitSymbol,
    group,
  } = useWindowSymbol(params, windowKey, { fallback: defaultSymbol, badSymbol: t.badSymbol })
  const [resolution, setResolution] = useState<ChartResolution>('5')
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    document.title = `${symbol} · ${t.windowTitle}`
  }, [symbol, t.windowTitle])

  const history = useChartHistory(symbol, resolution)
  // The history's unit is checked against the board's reference once the quote has arrived.
  const [reference, setReference] = useState<number | null>(null)
  const scale = useMemo(
    () => historyScale(history.data?.candles.map((c) => c.close) ?? [], reference),
    [history.data, reference],
  )
  const candles = useMemo(() => toPlotCandles(history.data?.candles ?? [], scale), [history.data, scale])
  const base = `${symbol}|${resolution}|${String(history.data?.at ?? 0)}|${String(scale)}`
  const quote = useLiveCandle(symbol, resolution, base, candles.at(-1))
  const quoteReference = quote.row?.refPrice ?? null
  if (quoteReference !== reference) setReference(quoteReference)

  // Keys 1–5: candle widths; "/": the symbol field. Not while typing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      const index = Number(e.key) - 1
      const next = chartResolutions[index]
      if (next !== undefined) {
        e.preventDefault()
        setResolution(next)
      } else if (e.key === '/') {
        e.preventDefault()
        input.current?.select()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const submit = (e: SyntheticEvent) => {
    // Back to the chart, so the width keys work at once.
    if (submitSymbol(e)) input.current?.blur()
  }

  const historyError = history.error instanceof BridgeCallError ? history.error.bridgeError : null
  // A code the market does not list says so, not "no history" (issue 15).
  const unknownSymbol = quote.unknown === true
  const noHistory =
    !unknownSymbol &&
    historyError !== null &&
    (historyError.status === 404 || historyError.kind === 'not-found')
  const formatPrice = useMemo(() => chartPriceFormatter(symbol), [symbol])
  const priceStep = useMemo(() => chartPriceStep(symbol), [symbol])

  return (
    <div className="chart-window" data-testid="chart-window" data-symbol={symbol}>
      <header className="chart-header">
        <SymbolField
          classPrefix="chart"
          formClassName="chart-symbol-form"
          label={t.symbol}
          hint={t.symbolHint}
          draft={draft}
          onDraft={setDraft}
          error={draftError}
          onSubmit={submit}
          ref={input}
        />
        <div
          className="chart-resolutions"
          role="radiogroup"
          aria-label={t.resolutionHint}
          title={t.resolutionHint}
        >
          {chartResolutions.map((r, i) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={r === resolution}
              className={r === resolution ? 'active' : ''}
              onClick={() => setResolution(r)}
            >
              {t.resolutions[r]}
              <kbd>{i + 1}</kbd>
            </button>
          ))}
        </div>
        {group !== null && (
          <span className={`chart-link link-${group}`} title={t.linkedHint} data-testid="chart-link">
            {t.linked}
          </span>
        )}
        <span className="chart-unit">{isFuturesSymbol(symbol) ? t.unitFutures : t.unitStock}</span>
      </header>
      <div className="chart-status" role="status">
        {history.isPending && !unknownSymbol && <span>{t.loading}</span>}
        {unknownSymbol && (
          <span className="chart-error" data-testid="chart-unknown-symbol">
            {t.unknownSymbol}
          </span>
        )}
        {noHistory && <span>{t.noHistory}</span>}
        {historyError !== null && !noHistory && !unknownSymbol && (
          <span className="chart-error">
            {t.historyError}: {words(historyError)}{' '}
            <button type="button" onClick={() => void history.refetch()}>
              {t.retry}
            </button>
          </span>
        )}
        {quote.error !== null && (
          <span className="chart-error" title={quote.error.message}>
            {t.liveError}: {words(quote.error)}
            {quote.retry !== null && (
              <>
                {' '}
                <button type="button" onClick={quote.retry}>
                  {t.retry}
                </button>
              </>
            )}
          </span>
        )}
        {quote.at !== null && (
          <span className="chart-updated">
            {t.lastUpdate} {formatClock(quote.at)}
          </span>
        )}
      </div>
      <CandleChart
        candles={candles}
        live={quote.live}
        levels={{
          reference,
          ceiling: quote.row?.ceilPrice ?? null,
          floor: quote.row?.floorPrice ?? null,
        }}
        levelLabels={t.levels}
        formatPrice={formatPrice}
        priceStep={priceStep}
        theme={theme}
      />
    </div>
  )
}
