/** The colour of an index tile: green up, red down, yellow unchanged (board convention §6.1). */
export function tileTone(change: number): 'up' | 'down' | 'ref' {
  // Below a hundredth of a point the two-decimal display reads 0.00: call it unchanged.
  if (Math.abs(change) < 0.005) return 'ref'
  return change > 0 ? 'up' : 'down'
}
