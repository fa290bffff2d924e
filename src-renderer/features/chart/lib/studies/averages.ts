import { RollingWindow } from './rolling'

/**
 * A step of a study: `append` takes a new bar's input, `replaceLast` takes the newest bar's input
 * again (the live candle moved) and recomputes from the state before that bar. Whether an input is
 * null depends only on the bar's position in the series (a study's warm-up), never on its price,
 * so a replaced input is null exactly when the one it replaces was.
 */
export interface Step {
  append(value: number | null): number | null
  replaceLast(value: number | null): number | null
}

/** Simple moving average of the last `period` inputs; null until it has them. */
export class SimpleAverage implements Step {
  private readonly window: RollingWindow

  constructor(period: number) {
    this.window = new RollingWindow(period)
  }

  append(value: number | null): number | null {
    if (value === null) return null
    this.window.append(value)
    return this.window.full ? this.window.mean() : null
  }

  replaceLast(value: number | null): number | null {
    if (value === null) return null
    this.window.replaceLast(value)
    return this.window.full ? this.window.mean() : null
  }
}

/**
 * An exponential average seeded by the simple average of its first `period` inputs (StockCharts'
 * and Wilder's convention). `alpha` is 2 / (period + 1) for an EMA and 1 / period for Wilder's
 * smoothing (RSI).
 */
export class ExponentialAverage implements Step {
  private readonly seed: RollingWindow
  private count = 0
  /** The average up to the bar before the newest; what a replaced newest bar starts from. */
  private before: number | null = null
  private current: number | null = null

  constructor(
    private readonly period: number,
    private readonly alpha: number = 2 / (period + 1),
  ) {
    this.seed = new RollingWindow(period)
  }

  static wilder(period: number): ExponentialAverage {
    return new ExponentialAverage(period, 1 / period)
  }

  append(value: number | null): number | null {
    if (value === null) return null
    this.before = this.current
    this.count += 1
    if (this.count <= this.period) this.seed.append(value)
    return this.compute(value)
  }

  replaceLast(value: number | null): number | null {
    if (value === null) return null
    if (this.count <= this.period) this.seed.replaceLast(value)
    return this.compute(value)
  }

  private compute(value: number): number | null {
    if (this.count < this.period) this.current = null
    else if (this.count === this.period) this.current = this.seed.mean()
    else if (this.before !== null) this.current = this.before + this.alpha * (value - this.before)
    return this.current
  }
}
