import { vi } from 'vitest'
import { realWait } from '../../../src-shared/testing/real-wait'
import type { ManualClock } from './manual-clock'

/**
 * Moves a manual clock a step at a time (a quarter of a feed's second by default) until `done`
 * holds, for work whose answers come over real sockets between steps (a poll and its answer): so it
 * waits in real time too, up to realWait's limit unless `timeout` says otherwise.
 */
export function advanceUntil(
  clock: ManualClock,
  done: () => boolean,
  options: { readonly stepMs?: number; readonly timeout?: number } = {},
): Promise<true> {
  const stepMs = options.stepMs ?? 250
  return vi.waitUntil(
    async () => {
      await clock.advance(stepMs)
      return done()
    },
    { timeout: options.timeout ?? realWait.timeout, interval: 20 },
  )
}
