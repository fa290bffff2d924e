/**
 * How a heat-map tile looks: its area from market capitalisation or traded value, its colour from the
 * change in percent, in the board's convention (up green, down red, reference yellow near zero,
 * ceiling purple, floor cyan). Pure, so the mapping is tested apart from the chart.
 */

export interface Palette {
  readonly up: string
  readonly down: string
  readonly ref: string
  readonly ceil: string
  readonly floor: string
  /** The panel's background: a small move is a faint tint of it, a large one the full hue. */
  readonly base: string
}

export interface ColourScale {
  /** A move at least this large (percent) gets the full hue. */
  readonly full: number
  /** A move no larger than this (percent) counts as unchanged: reference yellow. */
  readonly neutral: number
}

/** Sectors move less than their members: a sector at ±2 % is a strong day, a stock needs ±6 %. */
export const sectorScale: ColourScale = { full: 2, neutral: 0.05 }
export const stockScale: ColourScale = { full: 6, neutral: 0 }

/** The weakest tint a move that is not unchanged gets, so +0.1 % still reads as green. */
const minimumStrength = 0.35

function parseColour(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())
  if (hex?.[1] !== undefined) {
    const h = hex[1].length === 3 ? hex[1].replace(/./g, '$&$&') : hex[1]
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour.trim())
  if (rgb !== null) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  return [136, 136, 136]
}

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, '0')

/** `a` moved towards `b` by `t` (0 → a, 1 → b), as #rrggbb. */
export function mixColours(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseColour(a)
  const [br, bg, bb] = parseColour(b)
  return `#${hex2(ar + (br - ar) * t)}${hex2(ag + (bg - ag) * t)}${hex2(ab + (bb - ab) * t)}`
}

export type PriceLimit = 'ceiling' | 'floor' | null

/** The tile's fill for a change in percent (null: no trade yet, the plain panel). */
export function tileColour(
  changePercent: number | null | undefined,
  scale: ColourScale,
  palette: Palette,
  limit: PriceLimit = null,
): string {
  if (limit === 'ceiling') return palette.ceil
  if (limit === 'floor') return palette.floor
  if (changePercent === null || changePercent === undefined || !Number.isFinite(changePercent))
    return mixColours(palette.base, palette.ref, 0.15)
  if (Math.abs(changePercent) <= scale.neutral) return mixColours(palette.base, palette.ref, 0.7)
  const strength = Math.min(Math.abs(changePercent) / scale.full, 1)
  const hue = changePercent > 0 ? palette.up : palette.down
  return mixColours(palette.base, hue, minimumStrength + (1 - minimumStrength) * strength)
}

/** Black or white, whichever reads better on `background` (WCAG relative luminance). */
export function labelColour(background: string): string {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  const [r, g, b] = parseColour(background).map(lin) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#111111'
}

/**
 * Tile areas. A member with no capitalisation or no trade yet still gets a sliver (a share of the
 * total), so every tile stays on the map and reachable by keyboard; the others keep their ratios.
 */
export function tileSizes(values: readonly (number | null | undefined)[], minimumShare = 0.004): number[] {
  const clean = values.map((v) => (v !== null && v !== undefined && Number.isFinite(v) && v > 0 ? v : 0))
  const total = clean.reduce((a, b) => a + b, 0)
  const floor = total > 0 ? total * minimumShare : 1
  return clean.map((v) => Math.max(v, floor))
}

/** Whether a member stands at its ceiling or floor price (limits from its exchange's band). */
export function limitOf(price: number, limits: { ceiling: number; floor: number } | null): PriceLimit {
  if (limits === null || price <= 0) return null
  if (price >= limits.ceiling) return 'ceiling'
  if (price <= limits.floor) return 'floor'
  return null
}
