/**
 * When a board's data stops being "live": older than its cadence plus a margin (the poll's own
 * latency and the rate budget's pacing), at least two seconds so that one slow answer does not
 * blink the banner, and half a cadence on slow feeds. The core and the renderer judge with the same
 * rule: the core when its poll is late, the renderer on its own clock (a stream that goes quiet
 * sends nothing to say so).
 */
export function staleAfterMs(cadenceMs: number): number {
  return cadenceMs + Math.max(2_000, cadenceMs / 2)
}
