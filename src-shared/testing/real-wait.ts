/**
 * The limit of a test's wait on something real: a socket, the disk, a timer on the wall clock.
 * `vi.waitUntil` and `vi.waitFor` give up after 1 s, and Vitest's config has no setting for that
 * default; on a loaded machine (two cores shared by several runs) a queued disk write or the
 * simulator's answer can take longer, and the test would fail on the load, not on a behaviour.
 * It stays below the test timeout (20 s, vitest.config.ts) so a wait that never ends names its
 * condition. Passed as the wait's options: `vi.waitUntil(done, realWait)`, or
 * `{ ...realWait, interval: 5 }` where the wait polls at its own pace.
 */
export const realWait = { timeout: 15_000 } as const

/**
 * The deadline of a request a test expects answered (an order placed to set a case up, a read of
 * the book): generous, so a loaded machine's slow answer is still an answer. A request that must
 * miss its deadline gets a short one of its own, and a fault that by construction answers after
 * it, or never.
 */
export const answeredWithinMs = 15_000
