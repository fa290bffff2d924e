import { describe, expect, it } from 'vitest'
import { fitWindowBounds, type Rect } from './fit-window-bounds'

const laptop: Rect = { x: 0, y: 0, width: 1440, height: 860 }
const monitorRight: Rect = { x: 1440, y: 0, width: 2560, height: 1400 }

describe('fitWindowBounds', () => {
  it('keeps a window where it was when its screen is still there', () => {
    const saved = { x: 1600, y: 100, width: 1600, height: 900 }
    expect(fitWindowBounds(saved, [laptop, monitorRight], laptop)).toEqual(saved)
  })

  it('brings a window from an unplugged monitor to the centre of the primary screen', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 700 }
    expect(fitWindowBounds(saved, [laptop], laptop)).toEqual({ x: 120, y: 80, width: 1200, height: 700 })
  })

  it('shrinks a window larger than the screen it reopens on', () => {
    const saved = { x: 1500, y: 0, width: 2500, height: 1400 }
    const fitted = fitWindowBounds(saved, [laptop], laptop)
    expect(fitted).toEqual({ x: 0, y: 0, width: 1440, height: 860 })
  })

  it('moves a window whose title strip is above the screen', () => {
    const saved = { x: 100, y: -500, width: 800, height: 600 }
    const fitted = fitWindowBounds(saved, [laptop], laptop)
    expect(fitted.y).toBeGreaterThanOrEqual(0)
    expect(fitted.width).toBe(800)
  })

  it('keeps a window that straddles two screens when its title strip is grabbable', () => {
    const saved = { x: 1300, y: 50, width: 1000, height: 700 }
    expect(fitWindowBounds(saved, [laptop, monitorRight], laptop)).toEqual(saved)
  })

  it('pulls a window back inside when only a sliver of its title is on screen and it is too big', () => {
    const saved = { x: 1000, y: 0, width: 3000, height: 1000 }
    const fitted = fitWindowBounds(saved, [laptop], laptop)
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(1440)
    expect(fitted.y + fitted.height).toBeLessThanOrEqual(860)
  })
})
