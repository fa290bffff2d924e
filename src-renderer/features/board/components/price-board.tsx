import { memo, useCallback, useMemo } from 'react'
import { AgGridReact } from 'ag-grid-react'
import type { ColDef, GetRowIdParams, GridReadyEvent } from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { readCspNonce } from '../../../lib/csp'
import { boardTermsVi, strings } from '../../../i18n/strings'
import { buildColumnDefs } from '../lib/columns'
import type { BoardFeed } from '../hooks/use-board-feed'
import { boardTheme } from './grid-setup'
import './board.css'

// Module-level constants are the strongest memoisation there is: the grid sees the same objects for
// its whole life, so it never rebuilds columns or restyles (the usual cause of flicker under
// streaming updates).
const styleNonce = readCspNonce()
const nonceProps = styleNonce === undefined ? {} : { styleNonce }

const defaultColDef: ColDef<TickerRow> = {
  sortable: true,
  resizable: true,
  suppressMovable: true,
  suppressHeaderMenuButton: true,
  // Types are known; inferring them per column costs time at first render for nothing.
  cellDataType: false,
}

const getRowId = (p: GetRowIdParams<TickerRow>): string => p.data.symbol

export interface PriceBoardProps {
  readonly attachGrid: BoardFeed['attachGrid']
  readonly detachGrid: BoardFeed['detachGrid']
  /** Shows the grid's loading overlay until the first snapshot. */
  readonly loading: boolean
}

/**
 * The grid of a price board. Rows arrive through `attachGrid`, never through props, and the
 * component is memoised on stable props, so status changes elsewhere never re-render the grid.
 */
export const PriceBoard = memo(function PriceBoard({ attachGrid, detachGrid, loading }: PriceBoardProps) {
  const columnDefs = useMemo(
    () => buildColumnDefs({ strings: strings.board, termsVi: boardTermsVi, volumeUnit: 1 }),
    [],
  )
  const onGridReady = useCallback((e: GridReadyEvent<TickerRow>) => attachGrid(e.api), [attachGrid])

  return (
    <div className="board-grid" data-testid="price-board" aria-label={strings.board.gridLabel}>
      <AgGridReact<TickerRow>
        {...nonceProps}
        theme={boardTheme}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        getRowId={getRowId}
        onGridReady={onGridReady}
        onGridPreDestroyed={detachGrid}
        animateRows={false}
        asyncTransactionWaitMillis={50}
        // Flash and fade end within ~0.75 s, before the next poll of a 1 s feed: with the
        // defaults (0.5 s + 1 s) a busy board never returns to black and nothing stands out.
        cellFlashDuration={250}
        cellFadeDuration={500}
        suppressDragLeaveHidesColumns
        tooltipShowDelay={400}
        loading={loading}
      />
    </div>
  )
})
