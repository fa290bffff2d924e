import type { Page } from '@playwright/test'

/**
 * Records every string the page's canvases draw (the charts' axes and labels: the DOM holds none of
 * it). Passed to `page.addInitScript`, so it runs before the page's own scripts.
 */
export const recordCanvasText = (): void => {
  const drawn = new Set<string>()
  Object.assign(window, { drawnText: drawn })
  const proto = CanvasRenderingContext2D.prototype
  const fillText = Object.getOwnPropertyDescriptor(proto, 'fillText')?.value as (
    this: CanvasRenderingContext2D,
    ...args: [string, number, number, number?]
  ) => void
  proto.fillText = function (this: CanvasRenderingContext2D, ...args: [string, number, number, number?]) {
    drawn.add(args[0])
    fillText.apply(this, args)
  }
}

/** What `recordCanvasText` has recorded so far. */
export const drawnText = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((window as unknown as { drawnText?: Set<string> }).drawnText ?? [])])
