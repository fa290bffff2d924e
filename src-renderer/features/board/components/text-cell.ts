import type {
  CellClassRules,
  ColDef,
  ColGroupDef,
  ICellRendererComp,
  ICellRendererParams,
} from 'ag-grid-community'
import type { TickerRow } from '../../../../src-shared/bridge/contract'
import { flashDirection, type CellFlasher } from '../lib/cell-flash'
import { colourClassOf, colourFieldOf, type PriceField } from '../lib/columns'
import type { TextFit } from '../lib/text-fit'

/** What the board passes to its cells' renderer. */
export interface TextCellParams {
  /** The flasher, for columns that flash on change. */
  readonly flasher?: CellFlasher
  /** Whose price colours the cell (the column's colour rules, moved here by withTextCells). */
  readonly colourField?: PriceField
  /** Says whether the text fits without a clip; without it every cell keeps ag-grid's clip. */
  readonly fit?: TextFit
}

type Params = ICellRendererParams<TickerRow> & TextCellParams

/** A live cell drawn without a clip of its own (board.css); `clipClass` puts the clip back. */
export const liveClass = 'cell-live'
export const clipClass = 'cell-clip'

/**
 * A cell's text as one text node changed in place, its price colour, and the board's flash
 * (issues 5 and 24).
 *
 * Without a renderer, ag-grid's plain grid empties the cell and sets `textContent` on every change:
 * a new text node each time, which Blink takes out of the layout tree and puts back (restyle,
 * re-shape, lay out from scratch). Changing the existing node's value keeps its layout object.
 * Returning true from `refresh` tells ag-grid the renderer handled the change.
 *
 * The colour is one class computed once per refresh and written only when it changes: ag-grid's
 * cellClassRules evaluate five rules and make five class-list calls per cell per refresh, ~2,500
 * of each per delta on screen (measured: quote to paint p50 −6 ms at 20,000 updates/s without them).
 * The clip is dropped while the text fits (lib/text-fit.ts says why).
 */
export class TextCell implements ICellRendererComp<TickerRow> {
  private readonly gui = document.createElement('span')
  private readonly text = document.createTextNode('')
  private value: unknown
  private colour: string | null = null
  /** Whether the cell has `clipClass`; a new cell has neither class until fitText. */
  private clipped: boolean | null = null

  init(p: Params): void {
    // `display: contents` (board.css): the text lays out straight in the cell, with no inline
    // box of the span's own to lay out again each time the text changes.
    this.gui.className = 'text-cell'
    this.value = p.value
    const shown = TextCell.display(p)
    this.text.nodeValue = shown
    this.gui.appendChild(this.text)
    this.paintColour(p)
    if (!p.fit) return
    p.eGridCell.classList.add(liveClass)
    this.fitText(p, shown)
  }

  getGui(): HTMLElement {
    return this.gui
  }

  refresh(p: Params): boolean {
    const next = TextCell.display(p)
    const shown = this.text.nodeValue !== next
    if (shown) this.text.nodeValue = next
    // A new value flashes the way it moved, if the cell shows the move: a new format of the same
    // value (another volume unit) does not flash, nor a move finer than the print (an average
    // price moving by a few VND still reads "22.35").
    const direction = shown ? flashDirection(this.value, p.value) : null
    if (direction !== null) p.flasher?.flash(p.eGridCell, direction)
    this.value = p.value
    this.paintColour(p)
    // Checked at every refresh, not only a new text: the board refreshes a resized column's cells.
    this.fitText(p, next)
    return true
  }

  /** Clips the cell unless its text surely fits (an unknown width is clipped). */
  private fitText(p: Params, text: string): void {
    if (!p.fit) return
    const width = p.column?.getActualWidth()
    const clipped = width === undefined || !p.fit.fits(text, width, p.eGridCell)
    if (clipped !== this.clipped) p.eGridCell.classList.toggle(clipClass, clipped)
    this.clipped = clipped
  }

  private paintColour(p: Params): void {
    if (p.colourField === undefined) return
    const colour = colourClassOf(p.data, p.colourField)
    if (colour === this.colour) return
    if (this.colour !== null) p.eGridCell.classList.remove(this.colour)
    if (colour !== null) p.eGridCell.classList.add(colour)
    this.colour = colour
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
 * `enableCellChangeFlash`) drawn by `TextCell`: flashed by `flasher` instead of by ag-grid
 * (lib/cell-flash.ts says why), coloured by the renderer instead of by their colour rules, and
 * unclipped while their text fits. The declarations in lib/columns.ts stay the one place that says
 * which columns flash and which field colours them.
 *
 * A column that does not flash (the symbol, the day's ceiling, floor and reference) holds a value
 * fixed for the day: ag-grid writes its text once, with no renderer to create. Creating the cells
 * of the rows a jump scroll brings into view is what keeps them blank (issue 20, item 10), and a
 * renderer is a component per cell.
 */
export function withTextCells(
  defs: readonly Def[],
  cells: { readonly flasher: CellFlasher; readonly fit?: TextFit },
): Def[] {
  return defs.map((def): Def => {
    if ('children' in def) return { ...def, children: withTextCells(def.children, cells) }
    // A column with a renderer of its own keeps it, and ag-grid's flash.
    if (def.cellRenderer !== undefined || def.enableCellChangeFlash !== true) return def
    const rules: CellClassRules<TickerRow> | undefined = def.cellClassRules
    const colourField = colourFieldOf(rules)
    const params: TextCellParams = { ...cells, ...(colourField === undefined ? {} : { colourField }) }
    const live: ColDef<TickerRow> = {
      ...def,
      enableCellChangeFlash: false,
      cellRenderer: TextCell,
      cellRendererParams: params,
    }
    // Colour rules other than the board's own stay with ag-grid.
    if (colourField !== undefined) delete live.cellClassRules
    return live
  })
}
