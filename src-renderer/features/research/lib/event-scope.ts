import type { DateField } from './calendar-month'

/**
 * Which symbols the corporate-event calendar shows: every symbol, those of the user's watchlists, or
 * those held in the account; and how an event of a watched or held symbol is marked.
 */
export type EventScope = 'all' | 'watched' | 'held'
export const eventScopes: readonly EventScope[] = ['all', 'watched', 'held']

export interface ScopeSets {
  readonly watched: ReadonlySet<string>
  readonly held: ReadonlySet<string>
}

export function inScope(symbol: string, scope: EventScope, sets: ScopeSets): boolean {
  if (scope === 'watched') return sets.watched.has(symbol)
  if (scope === 'held') return sets.held.has(symbol)
  return true
}

/** The marks of an event's symbol, for classes and titles: held first, it is the one that costs money. */
export function marksOf(symbol: string, sets: ScopeSets): ('held' | 'watched')[] {
  return [
    ...(sets.held.has(symbol) ? (['held'] as const) : []),
    ...(sets.watched.has(symbol) ? (['watched'] as const) : []),
  ]
}

/** Symbols with shares in the account: a position sold down to zero is not a holding. */
export function heldSymbols(rows: readonly { symbol: string; quantity: number }[]): Set<string> {
  return new Set(rows.filter((r) => r.quantity > 0).map((r) => r.symbol.toUpperCase()))
}

/**
 * The events a calendar month shows: in scope, and filed under a date of that month in the chosen
 * field (the service answers by the field's date, but an event without that date has nowhere to go).
 */
export function eventsShown<
  E extends { symbol: string } & Partial<Record<DateField, string | null | undefined>>,
>(
  events: readonly E[],
  options: { scope: EventScope; sets: ScopeSets; field: DateField; start: string; end: string },
): E[] {
  return events.filter((e) => {
    const date = (e[options.field] ?? '').slice(0, 10)
    return inScope(e.symbol, options.scope, options.sets) && date >= options.start && date <= options.end
  })
}
