import { useEffect, useState } from 'react'
import type { IndexBar as IndexBarData, IndexTile } from '../../../../src-shared/bridge/contract'
import { getWorkstation } from '../../../lib/bridge/get-workstation'
import { formatBillions, formatNumber, formatSigned, type UiLocale } from '../../../lib/format-locale'
import { useLocale, useStrings } from '../../../i18n/strings'
import { tileTone } from '../lib/tile-tone'
import './index-bar.css'

/** Subscribes to the core's index bar; the five baskets behind it are polled slowly (see core). */
function useIndexBar(): IndexBarData | null {
  const [bar, setBar] = useState<IndexBarData | null>(null)
  useEffect(
    () =>
      getWorkstation().subscribe(
        'workspace.indexBar',
        {},
        {
          event: setBar,
          error: () => setBar(null),
        },
      ),
    [],
  )
  return bar
}

function Tile({ tile, locale }: { readonly tile: IndexTile; readonly locale: UiLocale }) {
  const t = useStrings().indexBar
  const tone = tileTone(tile.change)
  return (
    <div className="index-tile" data-testid={`index-${tile.code}`} data-source={tile.source}>
      <div className="tile-head">
        <span className="tile-code">{tile.code}</span>
        <span className={`tile-value price-${tone}`}>{formatNumber(tile.value, locale, 2)}</span>
        <span className={`price-${tone}`}>
          {formatSigned(tile.change, locale)} ({formatSigned(tile.changePercent, locale)}%)
        </span>
      </div>
      <div className="tile-foot">
        <span>
          {t.volume} {formatNumber(tile.volume, locale)}
        </span>
        <span>
          {t.value} {formatBillions(tile.tradedValue, locale)} {t.billion}
        </span>
        <span className="tile-breadth">
          <span className="price-up">▲{tile.advancing}</span>
          <span className="price-ceil">({tile.ceiling})</span>
          <span className="price-ref">■{tile.unchanged}</span>
          <span className="price-down">▼{tile.declining}</span>
          <span className="price-floor">({tile.floor})</span>
        </span>
      </div>
    </div>
  )
}

/**
 * The index bar above every board: VNINDEX, VN30, HNXINDEX, HNX30, UPCOMINDEX with level, change,
 * volume, value and breadth (advancing with ceiling, unchanged, declining with floor), saying that
 * the figures are derived from basket data.
 */
export function IndexBar() {
  const bar = useIndexBar()
  const locale = useLocale()
  const t = useStrings().indexBar
  return (
    <section className="index-bar" aria-label={t.label} data-testid="index-bar">
      {bar === null || bar.tiles.length === 0 ? (
        <span className="index-waiting">{t.waiting}</span>
      ) : (
        bar.tiles.map((tile) => <Tile key={tile.code} tile={tile} locale={locale} />)
      )}
      <span className="index-source" title={t.derivedTitle} data-testid="index-source">
        {t.derived}
      </span>
    </section>
  )
}
