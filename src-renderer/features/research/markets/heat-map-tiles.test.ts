import { describe, expect, it } from 'vitest'
import {
  labelColour,
  limitOf,
  mixColours,
  sectorScale,
  stockScale,
  tileColour,
  tileSizes,
  type Palette,
} from './heat-map-tiles'

const dark: Palette = {
  up: '#2bd46a',
  down: '#ff4f4f',
  ref: '#f5d142',
  ceil: '#f23aff',
  floor: '#22c7f0',
  base: '#12151b',
}
const light: Palette = { ...dark, up: '#0a8f3c', down: '#d11a1a', ref: '#a27c00', base: '#fff' }

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]

describe('tile colour', () => {
  it('is green for a rise and red for a fall, stronger the larger the move, full at the scale', () => {
    const small = rgb(tileColour(0.3, sectorScale, dark))
    const large = rgb(tileColour(1.5, sectorScale, dark))
    expect(small[1]).toBeGreaterThan(small[0])
    expect(large[1]).toBeGreaterThan(small[1])
    expect(tileColour(2, sectorScale, dark)).toBe(dark.up)
    expect(tileColour(9, sectorScale, dark)).toBe(dark.up)
    const fall = rgb(tileColour(-0.8, sectorScale, dark))
    expect(fall[0]).toBeGreaterThan(fall[1])
    expect(tileColour(-6, stockScale, dark)).toBe(dark.down)
  })

  it('is reference yellow near zero: a sector within ±0.05 %, a stock only when unchanged', () => {
    const yellow = tileColour(0, sectorScale, dark)
    expect(tileColour(0.04, sectorScale, dark)).toBe(yellow)
    expect(tileColour(-0.05, sectorScale, dark)).toBe(yellow)
    expect(tileColour(0.06, sectorScale, dark)).not.toBe(yellow)
    const [r, g, b] = rgb(yellow)
    expect(r).toBeGreaterThan(b)
    expect(g).toBeGreaterThan(b)
    expect(tileColour(0.01, stockScale, dark)).not.toBe(tileColour(0, stockScale, dark))
  })

  it('is ceiling purple and floor cyan at the limits, whatever the percent', () => {
    expect(tileColour(6.9, stockScale, dark, 'ceiling')).toBe(dark.ceil)
    expect(tileColour(-14.9, stockScale, dark, 'floor')).toBe(dark.floor)
    expect(limitOf(53_500, { ceiling: 53_500, floor: 46_500 })).toBe('ceiling')
    expect(limitOf(46_500, { ceiling: 53_500, floor: 46_500 })).toBe('floor')
    expect(limitOf(50_000, { ceiling: 53_500, floor: 46_500 })).toBeNull()
    expect(limitOf(0, { ceiling: 53_500, floor: 46_500 })).toBeNull()
  })

  it('tints from the theme background: pale on white, deep on the dark panel', () => {
    const onLight = rgb(tileColour(0.3, sectorScale, light))
    const onDark = rgb(tileColour(0.3, sectorScale, dark))
    expect(onLight[0]).toBeGreaterThan(onDark[0])
    expect(tileColour(null, sectorScale, dark)).not.toBe(tileColour(0, sectorScale, dark))
  })

  it('labels in whichever of black or white reads better', () => {
    expect(labelColour('#ffffff')).toBe('#111111')
    expect(labelColour('#12151b')).toBe('#ffffff')
    expect(labelColour(dark.ref)).toBe('#111111')
    expect(labelColour(light.down)).toBe('#ffffff')
    expect(mixColours('#000000', '#ffffff', 0.5)).toBe('#808080')
    expect(mixColours('rgb(0, 0, 0)', '#fff', 1)).toBe('#ffffff')
  })
})

describe('tile size', () => {
  it('keeps the ratios of the values and gives an empty member a sliver, not nothing', () => {
    const sizes = tileSizes([600, 300, 100, 0, null])
    expect(sizes.slice(0, 3)).toEqual([600, 300, 100])
    expect(sizes[3]).toBeGreaterThan(0)
    expect(sizes[3]).toBe(sizes[4])
    expect(sizes[3]).toBeLessThan(10)
    expect(tileSizes([0, 0])).toEqual([1, 1])
  })
})
