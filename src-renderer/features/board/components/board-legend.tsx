import { useStrings } from '../../../i18n/strings'
import type { VolumeUnit } from '../lib/format'
import { priceClassNames } from '../lib/price-class'

/** Units and colours of the board, stated once above the grid, as VN boards do. */
export function BoardLegend({ volumeUnit }: { readonly volumeUnit: VolumeUnit }) {
  const t = useStrings().board
  return (
    <div className="board-legend" data-testid="board-legend">
      <span className="legend-units">
        {t.legendPrices} · {t.legendVolume[volumeUnit]}
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
