/** The index at one minute of the session: the level at the minute's start and what traded since the point before. */
export interface IndexPoint {
  /** Epoch ms of the minute. */
  time: number
  /** Points, unrounded. */
  value: number
  /** Shares traded since the previous point. */
  volume: number
  advances: number
  declines: number
  nochanges: number
  ceiling: number
  floor: number
}

/**
 * One index's intraday series, oldest first, bounded: a demo clock trades all day, and a client asks
 * the series again every few seconds, so it keeps the most recent `maxPoints` minutes only.
 */
export class IndexTape {
  private points: IndexPoint[] = []

  constructor(private readonly maxPoints: number) {}

  push(point: IndexPoint): void {
    this.points.push(point)
    if (this.points.length > this.maxPoints) this.points.splice(0, this.points.length - this.maxPoints)
  }

  clear(): void {
    this.points = []
  }

  get last(): IndexPoint | undefined {
    return this.points.at(-1)
  }

  all(): readonly IndexPoint[] {
    return this.points
  }
}
