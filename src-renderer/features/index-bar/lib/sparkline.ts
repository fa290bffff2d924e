export interface SparkGeometry {
  /** The polyline's `points` attribute. */
  points: string
  /** Height of the reference level, for the dashed line. */
  referenceY: number
}

/**
 * Where an index's intraday line and its reference go in a `width` × `height` box. Points are spaced
 * evenly rather than by time, so the lunch break takes no room (as on VN index charts); the vertical
 * range covers the reference too, so the line reads as above or below it at a glance.
 */
export function sparkGeometry(
  values: readonly number[],
  reference: number,
  width: number,
  height: number,
): SparkGeometry | null {
  if (values.length < 2) return null
  const low = Math.min(reference, ...values)
  const high = Math.max(reference, ...values)
  const pad = 1
  const span = high - low
  const y = (v: number): number => (span === 0 ? height / 2 : pad + ((high - v) / span) * (height - 2 * pad))
  const step = width / (values.length - 1)
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
  return { points, referenceY: Number(y(reference).toFixed(1)) }
}
