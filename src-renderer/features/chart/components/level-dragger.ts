import type { IChartApi, ISeriesApi } from 'lightweight-charts'
import { levelAt, type LevelOnScreen } from '../lib/level-drag'

export interface LevelDragHooks {
  /** The levels' lines where they are now. */
  readonly levels: () => LevelOnScreen[]
  /** The price a pointer's price lands on (the symbol's tick grid). */
  readonly snap: (price: number) => number
  /** A level taken hold of (a press on its line): it becomes the one the keys move. */
  readonly chosen: (id: string) => void
  /** The line shown at a new price while the pointer moves. */
  readonly preview: (id: string, price: number) => void
  /** The pointer let go after moving the line: the price to save. */
  readonly moved: (id: string, price: number) => void
  /** The drag broke off (the pointer was taken away): the lines as saved again. */
  readonly cancelled: () => void
}

/**
 * Drags a level's line on the candles' pane. lightweight-charts has no dragging of price lines of
 * its own; its documented pieces are used instead: the pointer's y turned into a price with
 * `series.coordinateToPrice`, and the price line moved with `applyOptions({ price })`.
 *
 * A press within reach of a line is taken in the capture phase and its default prevented, so the
 * browser sends the chart none of the mouse events it pans with (Pointer Events: a cancelled
 * `pointerdown` suppresses the compatibility mouse events until the pointer is up); the pointer is
 * captured so the drag follows it off the chart. The `click` that still follows a drag is the
 * drag's, not a pick of the level tool (`takeClick`).
 */
export class LevelDragger {
  private drag: { id: string; pointer: number; price: number | null } | null = null
  private swallowClick = false

  constructor(
    private readonly el: HTMLElement,
    private readonly chart: IChartApi,
    private readonly series: ISeriesApi<'Candlestick'>,
    private readonly hooks: LevelDragHooks,
  ) {
    el.addEventListener('pointerdown', this.onDown, { capture: true })
    el.addEventListener('pointermove', this.onMove)
    el.addEventListener('pointerup', this.onUp)
    el.addEventListener('pointercancel', this.onCancel)
  }

  dispose(): void {
    this.el.removeEventListener('pointerdown', this.onDown, { capture: true })
    this.el.removeEventListener('pointermove', this.onMove)
    this.el.removeEventListener('pointerup', this.onUp)
    this.el.removeEventListener('pointercancel', this.onCancel)
  }

  /** True once for the click that ends a drag, which must not act as a click on the chart. */
  takeClick(): boolean {
    const swallow = this.swallowClick
    this.swallowClick = false
    return swallow
  }

  /** The pointer's place on the candles' pane, or null when it is on an axis or a pane below. */
  private onPane(e: PointerEvent): { x: number; y: number } | null {
    const box = this.el.getBoundingClientRect()
    const x = e.clientX - box.left
    const y = e.clientY - box.top
    if (y < 0 || y > this.chart.paneSize(0).height || x < 0 || x > this.chart.timeScale().width()) return null
    return { x, y }
  }

  private readonly onDown = (e: PointerEvent) => {
    this.swallowClick = false
    if (e.button !== 0) return
    const at = this.onPane(e)
    const id = at === null ? null : levelAt(this.hooks.levels(), at.y)
    if (at === null || id === null) return
    e.preventDefault()
    e.stopPropagation()
    this.el.setPointerCapture(e.pointerId)
    this.drag = { id, pointer: e.pointerId, price: null }
    this.hooks.chosen(id)
  }

  private readonly onMove = (e: PointerEvent) => {
    const drag = this.drag
    if (drag === null) {
      // A line within reach shows it can be moved.
      const at = this.onPane(e)
      const near = at !== null && levelAt(this.hooks.levels(), at.y) !== null
      this.el.style.cursor = near ? 'ns-resize' : ''
      return
    }
    if (e.pointerId !== drag.pointer) return
    const box = this.el.getBoundingClientRect()
    const raw = this.series.coordinateToPrice(e.clientY - box.top)
    if (raw === null || !(raw > 0)) return
    const price = this.hooks.snap(raw)
    if (price === drag.price) return
    drag.price = price
    this.hooks.preview(drag.id, price)
  }

  private readonly onUp = (e: PointerEvent) => {
    const drag = this.drag
    if (drag === null || e.pointerId !== drag.pointer) return
    this.drag = null
    // The click after a press on a line belongs to the line, moved or not (not a level tool's pick).
    this.swallowClick = true
    if (drag.price !== null) this.hooks.moved(drag.id, drag.price)
  }

  private readonly onCancel = (e: PointerEvent) => {
    if (this.drag?.pointer !== e.pointerId) return
    this.drag = null
    this.swallowClick = false
    this.hooks.cancelled()
  }
}
