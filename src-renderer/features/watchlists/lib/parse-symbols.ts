/** Symbols as a trader types them: any mix of commas, spaces and new lines, any case; once each. */
export function parseSymbols(text: string): { symbols: string[]; invalid: string[] } {
  const symbols: string[] = []
  const invalid: string[] = []
  for (const raw of text.split(/[\s,;]+/)) {
    const s = raw.trim().toUpperCase()
    if (s === '') continue
    if (!/^[A-Z0-9]{3,12}$/.test(s)) invalid.push(raw)
    else if (!symbols.includes(s)) symbols.push(s)
  }
  return { symbols, invalid }
}
