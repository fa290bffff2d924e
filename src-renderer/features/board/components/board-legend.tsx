import { strings } from '../../../i18n/strings'
import { priceClassNames } from '../lib/price-class'

const t = strings.board

/** Units and colours of the board, stated once above the grid, as VN boards do. */
export function BoardLegend() {
  return (
    <div className="board-legend" data-testid="board-legend">
      <span className="legend-units">{t.legend}</span>
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
