/** How far a request's timestamp may be from the server clock, and how long a nonce is remembered. */
export const signatureWindowMs = 5 * 60_000

/** Nonces seen per API key, each until the window after its timestamp has passed. */
export class NonceCache {
  private readonly seen = new Map<string, number>()

  /** False when the nonce was used within the window. */
  claim(apiKey: string, nonce: string, nowMs: number): boolean {
    if (this.seen.size > 10_000) this.prune(nowMs)
    const key = `${apiKey}\u0000${nonce}`
    const until = this.seen.get(key)
    if (until !== undefined && until > nowMs) return false
    this.seen.set(key, nowMs + signatureWindowMs)
    return true
  }

  private prune(nowMs: number): void {
    for (const [key, until] of this.seen) if (until <= nowMs) this.seen.delete(key)
  }
}
