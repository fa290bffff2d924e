import {
  indexCodes,
  type IndexBar as IndexBarData,
  type IndexCode,
  type IndexTile,
} from '../../../../src-shared/bridge/contract'
import { StreamEnded } from '../../../components/stream-ended'
import { useErrorWords } from '../../../i18n/error-words'
import { useStream } from '../../../lib/bridge/use-stream'
import { formatClock } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useStrings } from '../../../i18n/strings'
import { count, tileFigures, tileSummary } from '../lib/tile-summary'
import { tileFreshness } from '../lib/tile-freshness'
import { tileTone } from '../lib/tile-tone'
import { Sparkline } from './sparkline'
import './index-bar.css'

function Tile({
  tile,
  cadenceMs,
  now,
}: {
  readonly tile: IndexTile
  readonly cadenceMs: number
  readonly now: number
}) {
  const t = useStrings().indexBar
  const words = useStrings().freshness
  const tone = tileTone(tile.change ?? 0)
  const derived = tile.source === 'derived'
  const f = tileFigures(tile, t)
  const fresh = tileFreshness(tile.at, cadenceMs, now)
  return (
    <div
      className="index-tile"
      data-testid={`index-${tile.code}`}
      data-source={tile.source}
      data-fresh={fresh.live ? 'live' : 'stale'}
      title={tileSummary(tile, t)}
    >
      <div className="tile-text">
        <div className="tile-head">
          <span className="tile-code">{tile.code}</span>
          <span className={`tile-value price-${tone}`}>{f.value}</span>
          <span className={`tile-change price-${tone}`}>{f.change}</span>
          {derived && (
            <span className="tile-derived" title={t.derivedTitle} data-testid="index-derived-mark">
              {t.derived}
            </span>
          )}
          {!fresh.live && (
            <span className="tile-stale" data-testid="index-stale-mark">
              {`${t.stale} · ${words.dataAge} ${String(fresh.ageSeconds)} ${words.secondsOld}`}
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
          reference={(tile.value ?? 0) - (tile.change ?? 0)}
          tone={tone}
          label={`${tile.code} ${t.intraday}`}
        />
      )}
    </div>
  )
}

/** An index with no figure yet keeps its place, so the bar never loses a tile (issue 20). */
function EmptyTile({ code }: { readonly code: IndexCode }) {
  const t = useStrings().indexBar
  return (
    <div className="index-tile" data-testid={`index-${code}`} data-source="none" title={t.noData}>
      <div className="tile-text">
        <div className="tile-head">
          <span className="tile-code">{code}</span>
          <span className="tile-value">—</span>
        </div>
      </div>
    </div>
  )
}

/** What the bar's corner says about its source and freshness, and the tooltip that explains it. */
function useSourceNote(
  bar: IndexBarData | null,
  now: number,
): { text: string; title: string; live: boolean } {
  const t = useStrings().indexBar
  const words = useErrorWords()
  const live =
    bar !== null &&
    bar.tiles.length === indexCodes.length &&
    bar.tiles.every((tile) => tileFreshness(tile.at, bar.cadenceMs, now).live)
  const freshness = live ? t.live : t.stale
  if (bar === null || bar.exchange.state === 'checking') {
    return { text: t.checking, title: t.exchangeTitle, live }
  }
  const { error, retryAt, state } = bar.exchange
  const asOf = bar.at === null ? '' : ` ${t.asOf} ${formatClock(bar.at)}.`
  if (state === 'unavailable') {
    const why = error === null ? '' : ` (${words(error)})`
    const next = retryAt === null ? '' : `, ${t.nextTry} ${formatClock(retryAt)}`
    return {
      text: `${t.derived} · ${freshness}`,
      title: `${t.unavailable}${why}${next}. ${t.derivedTitle}${asOf}`,
      live,
    }
  }
  if (bar.tiles.some((tile) => tile.source === 'derived')) {
    return {
      text: `${t.derived} · ${freshness}`,
      title: `${t.exchangeTitle} ${t.partlyDerived}${asOf}`,
      live,
    }
  }
  const why = error === null ? '' : ` (${words(error)})`
  return { text: `${t.exchange} · ${freshness}`, title: `${t.exchangeTitle}${why}${asOf}`, live }
}

/**
 * The index bar above every board: VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX with level, change,
 * volume, value, breadth (advancing with ceiling, unchanged, declining with floor) and the day's
 * line. The exchange's own figures when the broker's index service answers; otherwise figures
 * derived from the basket data, which each such tile says. Each tile is "live" only while its figure
 * is fresh by the board's rule, else it says how old it is; every index keeps its place.
 */
export function IndexBar() {
  // The core polls the index service (or the baskets) slowly and pushes each new bar.
  const stream = useStream('workspace.indexBar', {})
  // Old levels are not shown as if current: an ended stream replaces the tiles with why and a retry.
  const bar = stream.status === 'ended' ? null : stream.latest
  // A stream that goes quiet sends nothing to say so: the age is judged on this clock.
  const now = useNow(bar !== null)
  const t = useStrings().indexBar
  const note = useSourceNote(bar, now)
  return (
    <section className="index-bar" aria-label={t.label} data-testid="index-bar">
      {stream.status === 'ended' ? (
        <StreamEnded what="indexBar" error={stream.error} onRetry={stream.resubscribe} />
      ) : bar === null || bar.tiles.length === 0 ? (
        <span className="index-waiting">{t.waiting}</span>
      ) : (
        indexCodes.map((code) => {
          const tile = bar.tiles.find((one) => one.code === code)
          return tile === undefined ? (
            <EmptyTile key={code} code={code} />
          ) : (
            <Tile key={code} tile={tile} cadenceMs={bar.cadenceMs} now={now} />
          )
        })
      )}
      <span
        className="index-source"
        title={note.title}
        data-testid="index-source"
        data-state={bar?.exchange.state ?? 'checking'}
        data-fresh={note.live ? 'live' : 'stale'}
      >
        {note.text}
      </span>
    </section>
  )
}
