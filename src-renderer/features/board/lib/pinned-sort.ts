/**
 * Pinned rows stay on top, in the order they were pinned, whatever the sort; the rest keep the
 * grid's sort. Done in `postSortRows` rather than with ag-grid's pinned rows, so pinned symbols
 * still get their updates through the same transactions as every other row.
 */
export function pinnedFirst<T>(
  nodes: T[],
  symbolOf: (node: T) => string | undefined,
  pinned: readonly string[],
): void {
  if (pinned.length === 0) return
  const rank = new Map(pinned.map((s, i) => [s, i]))
  const top: T[] = []
  const rest: T[] = []
  for (const node of nodes) {
    const symbol = symbolOf(node)
    if (symbol !== undefined && rank.has(symbol)) top.push(node)
    else rest.push(node)
  }
  top.sort((a, b) => (rank.get(symbolOf(a) ?? '') ?? 0) - (rank.get(symbolOf(b) ?? '') ?? 0))
  nodes.splice(0, nodes.length, ...top, ...rest)
}
