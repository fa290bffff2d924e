/** A rectangle in screen coordinates (Electron's `Rectangle`, without importing Electron). */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** How much of a window's top strip must be on a screen for the user to grab it and move it. */
const GRAB_WIDTH = 120
const GRAB_HEIGHT = 32
const MIN_WIDTH = 480
const MIN_HEIGHT = 320

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return { width: Math.max(0, width), height: Math.max(0, height) }
}

/**
 * Where a saved board window reopens. Traders unplug monitors and dock laptops between sessions: a
 * window saved on a screen that is gone would open out of reach. It keeps its place when enough of
 * its title strip is on one of today's screens (work areas, without the task bar); otherwise it is
 * centred on the primary screen. Either way it is no larger than the screen it lands on.
 */
export function fitWindowBounds(saved: Rect, workAreas: readonly Rect[], primary: Rect): Rect {
  const titleStrip: Rect = { x: saved.x, y: saved.y, width: saved.width, height: GRAB_HEIGHT }
  const home = workAreas.find((area) => {
    const o = overlap(titleStrip, area)
    return o.width >= Math.min(GRAB_WIDTH, saved.width) && o.height >= Math.min(GRAB_HEIGHT, saved.height)
  })
  const area = home ?? primary
  const width = Math.max(Math.min(saved.width, area.width), Math.min(MIN_WIDTH, area.width))
  const height = Math.max(Math.min(saved.height, area.height), Math.min(MIN_HEIGHT, area.height))
  if (home === undefined) {
    return {
      x: Math.round(area.x + (area.width - width) / 2),
      y: Math.round(area.y + (area.height - height) / 2),
      width,
      height,
    }
  }
  // A window spanning two screens is a choice; one shrunk to fit is pulled inside its screen so its
  // far corner can be reached to resize it.
  if (width === saved.width && height === saved.height) return { ...saved }
  const x = Math.min(Math.max(saved.x, area.x), area.x + area.width - width)
  const y = Math.min(Math.max(saved.y, area.y), area.y + area.height - height)
  return { x, y, width, height }
}
