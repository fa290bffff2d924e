/**
 * Whether a live cell's text fits its column, so the cell can be drawn without a clip of its own
 * (issue 24, points 1 and 4).
 *
 * ag-grid clips every cell (`overflow: hidden`, for its ellipsis). Under the storm each clip is a
 * paint chunk and a clip node of its own, ~1,000 in a 1,600-px window: measured at 20,000
 * updates/s, live cells without the clip took the page's layerize from 9.5 to 3 ms a second and
 * paint from 32 to 25, and quote to paint p50 from 59 to 54 ms (p99 112 → 72). A cell whose text
 * could be wider than its column keeps the clip and the ellipsis, so no number ever spills over its
 * neighbour; every other one is drawn as it looks clipped, since its text ends inside the cell.
 *
 * The width is reckoned from per-character advances, every digit counted as the widest digit (the
 * board's digits are tabular) and in bold (the match column is bold), so the estimate is never
 * below the text's real width; 1 px more is kept for rounding. An unknown width (the cell not yet
 * in the page, no canvas) answers "does not fit": the clip is the safe side.
 */
export interface CellBox {
  /** Padding and borders across the cell, in CSS px. */
  readonly insetPx: number
  /** The advance of one character in the cell's font, in CSS px (no less than the real one). */
  charWidth(ch: string): number
}

export interface TextFit {
  /** Whether `text` fits a `columnWidth`-px cell; `cell` is read once, for the font and padding. */
  fits(text: string, columnWidth: number, cell: HTMLElement): boolean
}

const SAFETY_PX = 1

export function createTextFit(readBox: (cell: HTMLElement) => CellBox | null = readCellBox): TextFit {
  let box: CellBox | null = null
  const widths = new Map<string, number>()
  return {
    fits(text, columnWidth, cell) {
      box ??= readBox(cell)
      if (!box) return false
      let width = 0
      for (const ch of text) {
        let advance = widths.get(ch)
        if (advance === undefined) {
          advance = box.charWidth(ch)
          widths.set(ch, advance)
        }
        width += advance
      }
      return width + SAFETY_PX <= columnWidth - box.insetPx
    },
  }
}

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9'

/** The cell's font and insets, read from the page once it is drawn; null where there is no canvas. */
export function readCellBox(cell: HTMLElement): CellBox | null {
  // jsdom has neither OffscreenCanvas nor a real canvas; Chromium has both.
  if (!cell.isConnected || typeof OffscreenCanvas === 'undefined') return null
  const ctx = new OffscreenCanvas(1, 1).getContext('2d')
  if (!ctx) return null
  const style = getComputedStyle(cell)
  ctx.font = `700 ${style.fontSize} ${style.fontFamily}`
  const px = (value: string): number => Number.parseFloat(value) || 0
  let digit = 0
  for (let d = 0; d <= 9; d += 1) digit = Math.max(digit, ctx.measureText(String(d)).width)
  return {
    insetPx:
      px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth),
    charWidth: (ch) => (isDigit(ch) ? digit : ctx.measureText(ch).width),
  }
}
