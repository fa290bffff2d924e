import { FOCUSED_CADENCE_MS, MAX_CADENCE_MS } from './cadence-policy'

/**
 * How the boards' part of the key's rate budget is shared between feeds (issue 23: one window at the
 * cap of 16 feeds slowed every other window's board from 0.83 to 0.25 updates a second, because every
 * feed slowed by the same factor). Now:
 * - the focused window's feeds keep their cadence, slowed only if they alone do not fit; their polls
 *   also go ahead of account and research reads in the rate budget (priority 'focus'), so what
 *   those reads take is left out of the focused feeds' share, not of what they are sure of;
 * - every other feed is sure of one poll per MAX_CADENCE_MS (what a hidden window asks for), so a
 *   window nobody looks at still comes back to a board at most that old;
 * - what is left goes to the other feeds by weight (weighted max-min: polls a minute `λ × weight`,
 *   never above a feed's own demand), a visible window's boards weighing more than a hidden one's.
 *
 * A feed's attention is read from its demand, which the cadence policy derives from the window's
 * focus and visibility: 1 s only for a focused window (or a client that never reported, treated as
 * watched), 30 s for a hidden one. A feed shared by windows asks as its most demanding one does.
 */
export type Attention = 'focused' | 'visible' | 'hidden'

export function attentionOf(demandMs: number): Attention {
  if (demandMs <= FOCUSED_CADENCE_MS) return 'focused'
  return demandMs >= MAX_CADENCE_MS ? 'hidden' : 'visible'
}

/** Polls a minute a background feed gets, relative to another, when both are slowed. */
const attentionWeight: Record<Exclude<Attention, 'focused'>, number> = { visible: 3, hidden: 1 }

export interface FeedDemand {
  /** The cadence the feed's listeners ask for. */
  demandMs: number
  /** Requests one poll costs (the whole market is three baskets). */
  requestsPerPoll: number
}

const perMinute = (cadenceMs: number): number => 60_000 / cadenceMs
const floorPolls = (demandMs: number): number => Math.min(perMinute(demandMs), perMinute(MAX_CADENCE_MS))

/**
 * The cadence each demand gets when `feeds` share `requestsPerMinute`, of which `spentBetween` goes to
 * requests that rank between the focused feeds and the others (account and research reads). A feed's
 * cadence depends on its demand alone, so one plan answers every feed of a registry.
 */
export function shareCadences(
  feeds: readonly FeedDemand[],
  requestsPerMinute: number,
  spentBetween = 0,
): (demandMs: number) => number {
  const cost = (f: FeedDemand, polls: number) => f.requestsPerPoll * polls
  const focused = feeds.filter((f) => attentionOf(f.demandMs) === 'focused')
  const others = feeds.filter((f) => attentionOf(f.demandMs) !== 'focused')
  const sum = (list: readonly FeedDemand[], polls: (f: FeedDemand) => number) =>
    list.reduce((total, f) => total + cost(f, polls(f)), 0)
  const focusedCost = sum(focused, (f) => perMinute(f.demandMs))
  const demanded = focusedCost + sum(others, (f) => perMinute(f.demandMs))
  if (demanded + spentBetween <= requestsPerMinute) return (demandMs) => demandMs
  const floors = sum(others, (f) => floorPolls(f.demandMs))
  // Not even the slowest poll of every background feed fits: everything slows by one factor.
  if (floors >= requestsPerMinute) return (demandMs) => (demandMs * demanded) / requestsPerMinute
  const focusFactor = Math.max(1, focusedCost / (requestsPerMinute - floors))
  // Reads that outrank the background feeds take theirs first; the floors are asked for regardless.
  const left = Math.max(floors, requestsPerMinute - focusedCost / focusFactor - spentBetween)
  const pollsAt = (demandMs: number, level: number): number => {
    const weight = attentionWeight[attentionOf(demandMs) === 'hidden' ? 'hidden' : 'visible']
    return Math.min(perMinute(demandMs), Math.max(floorPolls(demandMs), level * weight))
  }
  // The level at which the background feeds spend what is left: their spend grows with it.
  let low = 0
  let high = Math.max(1, ...others.map((f) => perMinute(f.demandMs)))
  for (let i = 0; i < 50; i++) {
    const mid = (low + high) / 2
    if (sum(others, (f) => pollsAt(f.demandMs, mid)) > left) high = mid
    else low = mid
  }
  return (demandMs) =>
    attentionOf(demandMs) === 'focused' ? demandMs * focusFactor : 60_000 / pollsAt(demandMs, low)
}
