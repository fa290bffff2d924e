import { describe, expect, it } from 'vitest'
import { sparkGeometry } from './sparkline'

describe('sparkline geometry', () => {
  it('spreads the points over the width and puts higher levels nearer the top', () => {
    const g = sparkGeometry([10, 12, 11], 10, 100, 22)
    expect(g?.points).toBe('0.0,21.0 50.0,1.0 100.0,11.0')
    // The reference is the lowest level here, so its dashed line runs along the bottom.
    expect(g?.referenceY).toBe(21)
  })

  it('keeps a reference above the whole line inside the box', () => {
    const g = sparkGeometry([8, 9], 10, 10, 12)
    expect(g?.referenceY).toBe(1)
    expect(g?.points).toBe('0.0,11.0 10.0,6.0')
  })

  it('draws a flat day through the middle and nothing from a single point', () => {
    expect(sparkGeometry([5, 5], 5, 10, 20)).toEqual({ points: '0.0,10.0 10.0,10.0', referenceY: 10 })
    expect(sparkGeometry([5], 5, 10, 20)).toBeNull()
  })
})
