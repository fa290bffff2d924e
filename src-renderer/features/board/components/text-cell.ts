import type { ColDef, ColGroupDef, ICellRendererComp, ICellRendererParams } from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { flashDirection, type CellFlasher } from '../lib/cell-flash'

/** What the board passes to its cells' renderer: the flasher, for columns that flash on change. */
export interface TextCellParams {
  readonly flasher?: CellFlasher
}

/**
 * A cell's text as one text node changed in place, and the board's flash (issue 5).
 *
 * Without a renderer, ag-grid's plain grid empties the cell and sets `textContent` on every change:
 * a new text node each time, which Blink takes out of the layout tree and puts back (restyle,
 * re-shape, lay out from scratch). Changing the existing node's value keeps its layout object.
 * Returning true from `refresh` tells ag-grid the renderer handled the change.
 */
export class TextCell implements ICellRendererComp<TickerRow> {
  private readonly gui = document.createElement('span')
  private readonly text = document.createTextNode('')
  private value: unknown

  init(p: ICellRendererParams<TickerRow> & TextCellParams): void {
    // `display: contents` (board.css): the text lays out straight in the cell, with no inline
    // box of the span's own to lay out again each time the text changes.
    this.gui.className = 'text-cell'
    this.value = p.value
    this.text.nodeValue = TextCell.display(p)
    this.gui.appendChild(this.text)
  }

  getGui(): HTMLElement {
    return this.gui
  }

  refresh(p: ICellRendererParams<TickerRow> & TextCellParams): boolean {
    const next = TextCell.display(p)
    const shown = this.text.nodeValue !== next
    if (shown) this.text.nodeValue = next
    // A new value flashes the way it moved, if the cell shows the move: a new format of the same
    // value (another volume unit) does not flash, nor a move finer than the print (an average
    // price moving by a few VND still reads "22.35").
    const direction = shown ? flashDirection(this.value, p.value) : null
    if (direction !== null) p.flasher?.flash(p.eGridCell, direction)
    this.value = p.value
    return true
  }

  private static display(p: ICellRendererParams<TickerRow>): string {
    if (p.valueFormatted !== null && p.valueFormatted !== undefined) return p.valueFormatted
    const value: unknown = p.value
    return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
  }
}

type Def = ColDef<TickerRow> | ColGroupDef<TickerRow>

/**
 * The board's column definitions with the cells of live columns (those declared with
 * `enableCellChangeFlash`) drawn by `TextCell` and flashed by `flasher` instead of by ag-grid
 * (lib/cell-flash.ts says why). The declarations in lib/columns.ts stay the one place that says
 * which columns flash.
 *
 * A column that does not flash (the symbol, the day's ceiling, floor and reference) holds a value
 * fixed for the day: ag-grid writes its text once, with no renderer to create. Creating the cells
 * of the rows a jump scroll brings into view is what keeps them blank (issue 20, item 10), and a
 * renderer is a component per cell.
 */
export function withTextCells(defs: readonly Def[], flasher: CellFlasher): Def[] {
  const params: TextCellParams = { flasher }
  return defs.map((def): Def => {
    if ('children' in def) return { ...def, children: withTextCells(def.children, flasher) }
    // A column with a renderer of its own keeps it, and ag-grid's flash.
    if (def.cellRenderer !== undefined || def.enableCellChangeFlash !== true) return def
    return { ...def, enableCellChangeFlash: false, cellRenderer: TextCell, cellRendererParams: params }
  })
}
