// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { createTextFit, type CellBox } from './text-fit'

/** A font where digits differ in width, as proportional digits do; the fit must count the widest. */
const advances: Record<string, number> = { '1': 4, '8': 7, ',': 3, '.': 3, '%': 9 }
const box: CellBox = { insetPx: 8, charWidth: (ch) => (ch >= '0' && ch <= '9' ? 7 : (advances[ch] ?? 10)) }
const cell = document.createElement('div')

describe('createTextFit', () => {
  it('fits a text when its widest-digit width and 1 px fit inside the padding and borders', () => {
    const reads: HTMLElement[] = []
    const fit = createTextFit((c) => (reads.push(c), box))
    // "11.11": four digits at 7 (not 4) and a point at 3 = 31; + 1 + 8 inset = 40.
    expect(fit.fits('11.11', 40, cell)).toBe(true)
    expect(fit.fits('11.11', 39, cell)).toBe(false)
    expect(fit.fits('+6.95%', 52, cell)).toBe(true) // 10 + 21 + 3 + 9 = 43, + 9 = 52
    expect(fit.fits('+6.95%', 51, cell)).toBe(false)
    expect(fit.fits('', 9, cell)).toBe(true)
    // The cell's font and insets are read once.
    expect(reads).toHaveLength(1)
  })

  it('answers "does not fit" until the font can be read, then reads it', () => {
    let ready = false
    const fit = createTextFit(() => (ready ? box : null))
    expect(fit.fits('1', 500, cell)).toBe(false)
    ready = true
    expect(fit.fits('1', 500, cell)).toBe(true)
  })
})
