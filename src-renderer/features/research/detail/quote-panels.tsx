import { useResearchStrings } from '../strings'
import { formatClock } from '../../../lib/time'
import { useOrderBook, useQuote } from '../hooks/use-research'
import { billions, count, priceClass, signed, thousands } from '../lib/format'
import { Panel } from '../components/panels'

export function QuotePanel({ symbol }: { readonly symbol: string }) {
  const t = useResearchStrings()
  const quote = useQuote(symbol)
  const q = quote.data
  const cls = q === undefined ? '' : priceClass(q.price, q.reference, q.ceiling, q.floor)
  const cell = (label: string, value: string, className = '') => (
    <div className="rd-kv">
      <dt>{label}</dt>
      <dd className={className}>{value}</dd>
    </div>
  )
  return (
    <Panel id="quote" title={t.quote.title} query={quote}>
      {q !== undefined && (
        <>
          <p className="rd-price" data-testid="rd-price" data-price={q.price}>
            <span className={`rd-last ${cls}`}>{thousands(q.price)}</span>
            <span className={cls}>
              {signed(q.change / 1000)} ({signed(q.change_percent)}%)
            </span>
          </p>
          <dl className="rd-grid">
            {cell(t.quote.reference, thousands(q.reference), 'price-ref')}
            {cell(t.quote.ceiling, thousands(q.ceiling), 'price-ceil')}
            {cell(t.quote.floor, thousands(q.floor), 'price-floor')}
            {cell(t.quote.open, thousands(q.open))}
            {cell(t.quote.high, thousands(q.high))}
            {cell(t.quote.low, thousands(q.low))}
            {cell(t.quote.volume, count(q.volume))}
            {cell(t.quote.value, billions(q.value))}
          </dl>
          <p className="rd-status">
            {t.updated} {formatClock(q.time)}
          </p>
        </>
      )}
    </Panel>
  )
}

export function BookPanel({
  symbol,
  reference,
}: {
  readonly symbol: string
  readonly reference: number | null
}) {
  const t = useResearchStrings()
  const book = useOrderBook(symbol)
  const b = book.data
  const rows = Math.max(b?.bids.length ?? 0, b?.asks.length ?? 0)
  const price = (p: number | undefined) =>
    p === undefined ? (
      ''
    ) : (
      <span className={reference === null ? '' : priceClass(p, reference)}>{thousands(p)}</span>
    )
  return (
    <Panel id="book" title={t.book.title} query={book} empty={rows === 0}>
      {b !== undefined && (
        <table className="rd-table rd-book">
          <thead>
            <tr>
              <th>{t.book.volume}</th>
              <th>{t.book.bid}</th>
              <th>{t.book.ask}</th>
              <th>{t.book.volume}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, i) => (
              <tr key={i}>
                <td>{count(b.bids[i]?.volume)}</td>
                <td>{price(b.bids[i]?.price)}</td>
                <td>{price(b.asks[i]?.price)}</td>
                <td>{count(b.asks[i]?.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  )
}
