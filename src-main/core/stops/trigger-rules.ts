import type { StopAskReason, StopTrigger } from '../../../src-shared/bridge/areas/stops'

/** One good poll's view of a stop: whether its condition held, and when the poll was. */
export interface StopObservation {
  holds: boolean
  /** Machine clock, the poll's time. */
  at: number
}

export type TriggerDecision =
  | { kind: 'none' }
  /** A crossing seen live, between two fresh polls close together: send. */
  | { kind: 'send' }
  /** Beyond the level with no live crossing to prove the moment: ask, showing the price now. */
  | { kind: 'ask'; reason: StopAskReason }

/** Whether the last price meets the trigger (≥ or ≤ its level). A price of 0 (no trade yet) never does. */
export function holds(trigger: StopTrigger, lastPrice: number): boolean {
  if (!(lastPrice > 0)) return false
  return trigger.direction === 'at-or-above' ? lastPrice >= trigger.price : lastPrice <= trigger.price
}

/**
 * How long two polls may be apart and still count as one watch: a few poll periods, at least 10 s.
 * Longer, and the price moved while nobody looked (the computer slept, the feed stopped).
 */
export function gapLimitMs(cadenceMs: number): number {
  return Math.max(3 * cadenceMs, 10_000)
}

/**
 * The one rule of a stop: it sends only on a crossing seen live (the poll before, close enough in
 * time, did not meet the condition; this one does). Beyond the level at the first poll after it was
 * set, after the app started, or after a gap, it asks instead: nobody saw the moment it crossed, and
 * the price now may be far from the level.
 */
export function decide(
  before: StopObservation | undefined,
  now: StopObservation,
  gapMs: number,
  startedBeforeStop: boolean,
): TriggerDecision {
  if (!now.holds) return { kind: 'none' }
  if (before === undefined) return { kind: 'ask', reason: startedBeforeStop ? 'set-beyond' : 'at-start' }
  if (now.at - before.at > gapMs) return { kind: 'ask', reason: 'after-gap' }
  if (before.holds) return { kind: 'none' }
  return { kind: 'send' }
}

/** A poll counts as fresh when it is younger than the gap limit on this machine's clock. */
export const isFresh = (pollAt: number, now: number, gapMs: number): boolean => now - pollAt <= gapMs
