import { useEffect, useMemo, useState } from 'react'
import { chartResolutions, type ChartResolution } from '../../../../src-shared/bridge/contract'
import { BridgeCallError } from '../../../lib/bridge/query'
import { isTypingTarget } from '../../../lib/keys/keymap'
import { formatClock } from '../../../lib/time'
import { useErrorWords } from '../../../i18n/error-words'
import { useChartHistory } from '../hooks/use-chart-history'
import { useLiveCandle } from '../hooks/use-live-candle'
import { chartPriceFormatter, chartPriceStep, toPlotCandles } from '../lib/plot-candles'
import { historyScale } from '../lib/price-scale'
import { useChartStrings } from '../strings'
import { CandleChart } from './candle-chart'
import './chart.css'

/**
 * One symbol's candles with its width picker and status line: the chart window's body, and the
 * chart the app composes into the symbol-detail window (app/detail-window.tsx). `widthKeys` binds
 * the keys 1–5 to the widths on the whole window (the chart window does; the detail window keeps
 * its digits for its sections).
 */
export function SymbolChart(props: {
  readonly symbol: string
  readonly theme: string
  readonly initialResolution?: ChartResolution
  readonly widthKeys?: boolean
}) {
  const { symbol, theme } = props
  const t = useChartStrings()
  const words = useErrorWords()
  const [resolution, setResolution] = useState<ChartResolution>(props.initialResolution ?? '5')

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

  const widthKeys = props.widthKeys === true
  useEffect(() => {
    if (!widthKeys) return
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return
      const next = chartResolutions[Number(e.key) - 1]
      if (next === undefined) return
      e.preventDefault()
      setResolution(next)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [widthKeys])

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
    <>
      <div className="chart-toolbar">
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
              {widthKeys && <kbd>{i + 1}</kbd>}
            </button>
          ))}
        </div>
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
    </>
  )
}
