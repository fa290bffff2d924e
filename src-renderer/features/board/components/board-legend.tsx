import { useStrings } from '../../../i18n/strings'
import type { BoardKind } from '../lib/columns'
import type { VolumeUnit } from '../lib/format'
import { priceClassNames } from '../lib/price-class'

/**
 * Units and colours of the board, stated once above the grid, as VN boards do. A futures board
 * prints index points and contracts whatever the stock volume unit is.
 */
export function BoardLegend({
  volumeUnit,
  kind = 'stock',
}: {
  readonly volumeUnit: VolumeUnit
  readonly kind?: BoardKind
}) {
  const t = useStrings().board
  const units =
    kind === 'futures'
      ? `${t.futures.legendPrices} · ${t.futures.legendVolume}`
      : `${t.legendPrices} · ${t.legendVolume[volumeUnit]}`
  return (
    <div className="board-legend" data-testid="board-legend">
      <span className="legend-units" data-testid="legend-units">
        {units}
      </span>
      <span className="legend-colours" aria-hidden="true">
        <span className={priceClassNames.ceil}>{t.legendColours.ceil}</span>
        <span className={priceClassNames.up}>{t.legendColours.up}</span>
        <span className={priceClassNames.ref}>{t.legendColours.ref}</span>
        <span className={priceClassNames.down}>{t.legendColours.down}</span>
        <span className={priceClassNames.floor}>{t.legendColours.floor}</span>
      </span>
    </div>
  )
}
