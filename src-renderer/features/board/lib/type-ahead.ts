/**
 * Type-ahead in the board: letters typed within `resetMs` of each other build a prefix, and the
 * board jumps to the first symbol (in display order) that starts with it — as in a file list.
 */
export class TypeAhead {
  private buffer = ''
  private lastAt = 0

  constructor(private readonly resetMs = 800) {}

  /** Adds a typed character and returns the prefix to look for. */
  push(char: string, now: number): string {
    if (now - this.lastAt > this.resetMs) this.buffer = ''
    this.lastAt = now
    this.buffer += char.toUpperCase()
    return this.buffer
  }
}

/** First symbol starting with `prefix`, or, failing that, the first containing it. */
export function findSymbol(symbols: readonly string[], prefix: string): number {
  const starts = symbols.findIndex((s) => s.startsWith(prefix))
  return starts >= 0 ? starts : symbols.findIndex((s) => s.includes(prefix))
}
