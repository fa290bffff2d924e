import type { WebContents } from 'electron'
import { cancelledError } from '../../src-shared/bridge/cancellable'
import type { Result } from '../../src-shared/bridge/errors'
import { toBridgeError } from '../core/errors/to-bridge-error'
import { PageRuns } from './page-runs'

/**
 * The cancellable reads each page has running, by the id its preload gave them. A cancel aborts
 * the read's signal (a read still queued for the broker never goes out) and answers the invoke at
 * once with a `cancelled` error, so no answer crosses to a page that dropped it. A page that
 * reloads, navigates or dies has its reads dropped the same way. Unknown and finished ids are
 * ignored: a cancel may cross its answer.
 */
export class CancellableReads {
  private readonly pages = new PageRuns()

  run(
    contents: WebContents,
    id: number,
    name: string,
    call: (signal: AbortSignal) => Promise<Result<unknown>>,
  ): Promise<Result<unknown>> {
    const reads = this.pages.of(contents)
    // A page's preload counts ids once; a repeated id is the old page's and is dropped first.
    reads.get(id)?.()
    const controller = new AbortController()
    return new Promise((resolve) => {
      const drop = () => {
        reads.delete(id)
        controller.abort()
        resolve({ ok: false, error: cancelledError(name) })
      }
      reads.set(id, drop)
      call(controller.signal)
        // The router answers failures as data; this only guards against its own bugs.
        .then(resolve, (err: unknown) => resolve({ ok: false, error: toBridgeError(err) }))
        .finally(() => {
          if (reads.get(id) === drop) reads.delete(id)
        })
    })
  }

  cancel(contents: WebContents, id: number): void {
    this.pages.find(contents)?.get(id)?.()
  }
}
