import { create } from 'zustand'
import type { AlertEvent } from '../../../src-shared/bridge/contract'
import { useStream } from '../bridge/use-stream'

interface AlertMarksState {
  /** Symbols whose alert fired in this window's life and whose row the trader has not reached yet. */
  readonly marked: ReadonlySet<string>
  readonly fired: (symbol: string) => void
  readonly seen: (symbol: string) => void
}

/**
 * Which board rows say "your alert fired here", shared so that the board marks them without
 * knowing the alerts feature (app/ feeds it, the board reads it). A mark stays until the cursor
 * reaches the row, like a fill's mark in the blotter.
 */
export const useAlertMarks = create<AlertMarksState>((set) => ({
  marked: new Set(),
  fired: (symbol) => set((s) => (s.marked.has(symbol) ? s : { marked: new Set([...s.marked, symbol]) })),
  seen: (symbol) =>
    set((s) => {
      if (!s.marked.has(symbol)) return s
      const marked = new Set(s.marked)
      marked.delete(symbol)
      return { marked }
    }),
}))

/** Marks the symbol of every firing the core tells this window about. */
export function useAlertMarksFeed(): void {
  useStream(
    'alerts.events',
    {},
    {
      onEvent: (event: AlertEvent) => {
        if (event.type === 'fired') useAlertMarks.getState().fired(event.firing.symbol)
      },
    },
  )
}
