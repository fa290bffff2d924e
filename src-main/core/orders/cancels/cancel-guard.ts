/**
 * The double-submit guard of cancels: one operation per order id at a time. A request for an order
 * whose cancel is still in flight is not sent again; it waits for the first one and gets its result
 * (or its failure). Once settled the id is free, so a later, deliberate cancel goes to the broker.
 */
export class CancelGuard<T> {
  private readonly inflight = new Map<string, Promise<T>>()

  /**
   * Joins the operations in flight for `keys` and starts `send` for the others, all at once (one
   * broker call for all the fresh keys). Resolves to one promise per key, in order.
   */
  run(keys: readonly string[], send: (fresh: string[]) => Promise<Map<string, T>>): Promise<T>[] {
    const fresh = keys.filter((k) => !this.inflight.has(k))
    if (fresh.length > 0) {
      const batch = send(fresh)
      for (const key of fresh) {
        const one = batch.then((results) => {
          const result = results.get(key)
          if (result === undefined) throw new Error(`no result for ${key}`)
          return result
        })
        this.inflight.set(key, one)
        // The entry goes when the operation settles, whether it succeeded or not.
        const clear = () => {
          if (this.inflight.get(key) === one) this.inflight.delete(key)
        }
        one.then(clear, clear)
      }
    }
    return keys.map((k) => this.inflight.get(k)!)
  }

  busy(key: string): boolean {
    return this.inflight.has(key)
  }
}
