import type { IndexBar as IndexBarData, IndexTile } from '../../../../src-shared/bridge/contract'
import { StreamEnded } from '../../../components/stream-ended'
import { useErrorWords } from '../../../i18n/error-words'
import { useStream } from '../../../lib/bridge/use-stream'
import { formatClock } from '../../../lib/time'
import { useStrings } from '../../../i18n/strings'
import { count, tileFigures, tileSummary } from '../lib/tile-summary'
import { tileTone } from '../lib/tile-tone'
import { Sparkline } from './sparkline'
import './index-bar.css'

function Tile({ tile }: { readonly tile: IndexTile }) {
  const t = useStrings().indexBar
  const tone = tileTone(tile.change)
  const derived = tile.source === 'derived'
  const f = tileFigures(tile, t)
  return (
    <div
      className="index-tile"
      data-testid={`index-${tile.code}`}
      data-source={tile.source}
      title={tileSummary(tile, t)}
    >
      <div className="tile-text">
        <div className="tile-head">
          <span className="tile-code">{tile.code}</span>
          <span className={`tile-value price-${tone}`}>{f.value}</span>
          <span className={`price-${tone}`}>{f.change}</span>
          {derived && (
            <span className="tile-derived" title={t.derivedTitle} data-testid="index-derived-mark">
              {t.derived}
            </span>
          )}
        </div>
        <div className="tile-foot">
          <span>{f.volume}</span>
          <span>{f.tradedValue}</span>
          {tile.advancing !== null && (
            <span className="tile-breadth">
              <span className="price-up">▲{tile.advancing}</span>
              <span className="price-ceil">({count(tile.ceiling)})</span>
              <span className="price-ref">■{count(tile.unchanged)}</span>
              <span className="price-down">▼{count(tile.declining)}</span>
              <span className="price-floor">({count(tile.floor)})</span>
            </span>
          )}
        </div>
      </div>
      {tile.series && (
        <Sparkline
          values={tile.series.values}
          reference={tile.value - tile.change}
          tone={tone}
          label={`${tile.code} ${t.intraday}`}
        />
      )}
    </div>
  )
}

/** What the bar's corner says about its source, and the tooltip that explains it. */
function useSourceNote(bar: IndexBarData | null): { text: string; title: string } {
  const t = useStrings().indexBar
  const words = useErrorWords()
  if (bar === null || bar.exchange.state === 'checking') return { text: t.checking, title: t.exchangeTitle }
  const { error, retryAt, state } = bar.exchange
  if (state === 'unavailable') {
    const why = error === null ? '' : ` (${words(error)})`
    const next = retryAt === null ? '' : `, ${t.nextTry} ${formatClock(retryAt)}`
    return { text: t.derived, title: `${t.unavailable}${why}${next}. ${t.derivedTitle}` }
  }
  if (bar.tiles.some((tile) => tile.source === 'derived')) {
    return { text: t.derived, title: `${t.exchangeTitle} ${t.partlyDerived}` }
  }
  return { text: t.exchange, title: t.exchangeTitle }
}

/**
 * The index bar above every board: VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX with level, change,
 * volume, value, breadth (advancing with ceiling, unchanged, declining with floor) and the day's
 * line. The exchange's own figures when the broker's index service answers; otherwise figures
 * derived from the basket data, which each such tile says.
 */
export function IndexBar() {
  // The core polls the index service (or the baskets) slowly and pushes each new bar.
  const stream = useStream('workspace.indexBar', {})
  // Old levels are not shown as if current: an ended stream replaces the tiles with why and a retry.
  const bar = stream.status === 'ended' ? null : stream.latest
  const t = useStrings().indexBar
  const note = useSourceNote(bar)
  return (
    <section className="index-bar" aria-label={t.label} data-testid="index-bar">
      {stream.status === 'ended' ? (
        <StreamEnded what="indexBar" error={stream.error} onRetry={stream.resubscribe} />
      ) : bar === null || bar.tiles.length === 0 ? (
        <span className="index-waiting">{t.waiting}</span>
      ) : (
        bar.tiles.map((tile) => <Tile key={tile.code} tile={tile} />)
      )}
      <span
        className="index-source"
        title={note.title}
        data-testid="index-source"
        data-state={bar?.exchange.state ?? 'checking'}
      >
        {note.text}
      </span>
    </section>
  )
}
