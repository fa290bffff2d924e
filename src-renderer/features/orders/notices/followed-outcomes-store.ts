import { create } from 'zustand'
import type { FollowedOutcome } from '../../../../src-shared/bridge/contract'

/** At most this many settled outcomes shown as toasts at once. */
const maxSettled = 4

export interface SettledNotice {
  readonly id: number
  readonly outcome: FollowedOutcome
}

/**
 * The outcomes the core follows in the book after a lost answer, as this window knows them: those
 * still unknown (the blotter marks them, the ticket waits on them), and the ones that settled, as
 * toasts until dismissed.
 */
export interface FollowedOutcomes {
  /** Unknown ones by `operation:ref`. */
  readonly unknown: Readonly<Record<string, FollowedOutcome>>
  readonly settled: readonly SettledNotice[]
  apply: (outcome: FollowedOutcome) => void
  dismiss: (id: number) => void
}

export const followedKey = (f: Pick<FollowedOutcome, 'operation' | 'ref'>): string =>
  `${f.operation}:${f.ref}`

let nextId = 1

export const useFollowedOutcomes = create<FollowedOutcomes>((set) => ({
  unknown: {},
  settled: [],
  apply: (outcome) =>
    set((s) => {
      const key = followedKey(outcome)
      if (outcome.phase === 'unknown') return { unknown: { ...s.unknown, [key]: outcome } }
      const { [key]: _gone, ...rest } = s.unknown
      return {
        unknown: rest,
        settled: [...s.settled, { id: nextId++, outcome }].slice(-maxSettled),
      }
    }),
  dismiss: (id) => set((s) => ({ settled: s.settled.filter((n) => n.id !== id) })),
}))

/** Order ids whose modify or cancel has an unknown outcome: the blotter marks their rows. */
export function unknownOrderIds(unknown: FollowedOutcomes['unknown']): Set<string> {
  return new Set(
    Object.values(unknown)
      .map((f) => f.orderId)
      .filter((id): id is string => id !== null),
  )
}
