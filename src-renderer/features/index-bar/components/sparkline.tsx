import { sparkGeometry } from '../lib/sparkline'

const width = 60
const height = 24

/**
 * Today's level as a line in the tile's colour, with the reference dashed. Inline SVG with
 * presentation attributes and classes only: no style attribute, which the CSP would refuse.
 */
export function Sparkline({
  values,
  reference,
  tone,
  label,
}: {
  readonly values: readonly number[]
  readonly reference: number
  readonly tone: 'up' | 'down' | 'ref'
  readonly label: string
}) {
  const geometry = sparkGeometry(values, reference, width, height)
  if (geometry === null) return null
  return (
    <svg
      className="tile-spark"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      // Stretched, not letterboxed, when a narrow tile draws it narrower (index-bar.css).
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      data-testid="index-spark"
    >
      <line
        className="spark-reference"
        x1={0}
        x2={width}
        y1={geometry.referenceY}
        y2={geometry.referenceY}
        strokeDasharray="2 2"
      />
      <polyline className={`spark-line spark-${tone}`} points={geometry.points} fill="none" />
    </svg>
  )
}
