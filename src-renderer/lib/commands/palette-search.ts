/** One line of the command palette. */
export interface PaletteItem {
  readonly id: string
  readonly title: string
  /** `row`: a command on the focused row's symbol (pin, chart, cancel all of it). */
  readonly group: 'board' | 'window' | 'symbol' | 'panel' | 'settings' | 'row'
  readonly keywords?: string
  /** Already formatted for display ("Ctrl+K"). */
  readonly shortcut?: string
  readonly disabled?: boolean
  run(): void
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()

/**
 * Items that match every word of the query (accents ignored, so "ro" finds "Rổ"), best first: a
 * title starting with the query, then the query at a word of the title, then a word of the title or
 * keywords starting with its first word, then anywhere. Words the title shows beat keywords: a
 * trader typing "vĩ mô" means "Số liệu vĩ mô" before a calendar that merely lists macro releases. An empty query
 * lists everything except symbols, which would drown the commands: first the commands of the
 * focused row (none when no row is focused), then the rest.
 */
export function rankItems(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const q = fold(query.trim())
  if (q === '') {
    const rowCommands = items.filter((i) => i.group === 'row' && i.disabled !== true)
    return [...rowCommands, ...items.filter((i) => i.group !== 'symbol' && i.group !== 'row')]
  }
  const words = q.split(/\s+/)
  const scored: { item: PaletteItem; score: number }[] = []
  for (const item of items) {
    const title = fold(item.title)
    const hay = `${title} ${fold(item.keywords ?? '')}`
    if (!words.every((w) => hay.includes(w))) continue
    const score = title.startsWith(q)
      ? 0
      : new RegExp(`(^|\\s)${escape(q)}`).test(title)
        ? 1
        : new RegExp(`(^|\\s)${escape(words[0] ?? '')}`).test(hay)
          ? 2
          : 3
    scored.push({ item, score })
  }
  return scored.sort((a, b) => a.score - b.score).map((s) => s.item)
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
