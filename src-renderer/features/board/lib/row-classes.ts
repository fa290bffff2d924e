/** What marks a board row: pinned to the top, selected in a linked window, its alert fired. */
export interface RowMarks {
  readonly pinned: readonly string[]
  readonly linked: string | null
  /** Symbols whose price alert fired and whose row the trader has not reached yet. */
  readonly alerted: ReadonlySet<string>
}

/** The row's classes (board.css): `row-pinned`, `row-linked`, `row-alert-fired`. */
export function rowClasses(symbol: string | undefined, marks: RowMarks): string[] {
  if (symbol === undefined) return []
  const classes: string[] = []
  if (marks.pinned.includes(symbol)) classes.push('row-pinned')
  if (symbol === marks.linked) classes.push('row-linked')
  if (marks.alerted.has(symbol)) classes.push('row-alert-fired')
  return classes
}

/** The symbols whose alert mark came or went between two sets: the rows to redraw. */
export function changedMarks(before: ReadonlySet<string>, after: ReadonlySet<string>): string[] {
  return [...[...before].filter((s) => !after.has(s)), ...[...after].filter((s) => !before.has(s))]
}
