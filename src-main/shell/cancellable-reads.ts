import type { WebContents } from 'electron'
import { cancelledError } from '../../src-shared/bridge/cancellable'
import type { Result } from '../../src-shared/bridge/errors'
import { toBridgeError } from '../core/errors/to-bridge-error'

/**
 * The cancellable reads each page has running, by the id its preload gave them. A cancel aborts
 * the read's signal (a read still queued for the broker never goes out) and answers the invoke at
 * once with a `cancelled` error, so no answer crosses to a page that dropped it. A page that
 * reloads, navigates or dies has its reads dropped the same way. Unknown and finished ids are
 * ignored: a cancel may cross its answer.
 */
export class CancellableReads {
  private readonly byContents = new Map<WebContents, Map<number, () => void>>()

  run(
    contents: WebContents,
    id: number,
    name: string,
    call: (signal: AbortSignal) => Promise<Result<unknown>>,
  ): Promise<Result<unknown>> {
    const reads = this.readsOf(contents)
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
    this.byContents.get(contents)?.get(id)?.()
  }

  private dropAll(contents: WebContents): void {
    const reads = this.byContents.get(contents)
    if (!reads) return
    const drops = [...reads.values()]
    for (const drop of drops) drop()
  }

  private readsOf(contents: WebContents): Map<number, () => void> {
    let reads = this.byContents.get(contents)
    if (!reads) {
      const created = new Map<number, () => void>()
      this.byContents.set(contents, created)
      contents.once('destroyed', () => {
        this.dropAll(contents)
        this.byContents.delete(contents)
      })
      contents.on('did-start-navigation', (details) => {
        if (details.isMainFrame && !details.isSameDocument) this.dropAll(contents)
      })
      contents.on('render-process-gone', () => this.dropAll(contents))
      reads = created
    }
    return reads
  }
}
