/**
 * The last `size` values of a series, where the newest may be replaced (the live candle moving)
 * without disturbing the ones before it. Sums are taken afresh over the window, never kept running,
 * so a long day of replacements cannot drift.
 */
export class RollingWindow {
  private readonly values: number[] = []

  constructor(readonly size: number) {}

  get full(): boolean {
    return this.values.length === this.size
  }

  get length(): number {
    return this.values.length
  }

  append(value: number): void {
    this.values.push(value)
    if (this.values.length > this.size) this.values.shift()
  }

  replaceLast(value: number): void {
    if (this.values.length === 0) this.values.push(value)
    else this.values[this.values.length - 1] = value
  }

  sum(): number {
    let total = 0
    for (const v of this.values) total += v
    return total
  }

  mean(): number {
    return this.sum() / this.values.length
  }

  /** Population standard deviation (Bollinger's, as published), over the window. */
  deviation(): number {
    const mean = this.mean()
    let squares = 0
    for (const v of this.values) squares += (v - mean) ** 2
    return Math.sqrt(squares / this.values.length)
  }

  max(): number {
    return Math.max(...this.values)
  }

  min(): number {
    return Math.min(...this.values)
  }
}
