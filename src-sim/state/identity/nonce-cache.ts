import { createHash } from 'node:crypto'

/** How far a request's timestamp may be from the server clock, and how long a nonce is remembered. */
export const signatureWindowMs = 5 * 60_000

/** One remembered nonce as kept with the world's state: a digest of key and nonce, and until when. */
export type NonceEntry = [digest: string, until: number]

/**
 * Nonces seen per API key, each until the window after its timestamp has passed. Kept with the
 * world's state (persistence/world-snapshot.ts), as a real gateway keeps them across a restart, so an
 * exact signed replay is refused after one too. Only a digest of key and nonce is kept: the file then
 * holds no API key.
 */
export class NonceCache {
  private readonly seen = new Map<string, number>()

  /** False when the nonce was used within the window. */
  claim(apiKey: string, nonce: string, nowMs: number): boolean {
    if (this.seen.size > 10_000) this.prune(nowMs)
    const key = digestOf(apiKey, nonce)
    const until = this.seen.get(key)
    if (until !== undefined && until > nowMs) return false
    this.seen.set(key, nowMs + signatureWindowMs)
    return true
  }

  /** The nonces still inside their window at `nowMs`, oldest first. */
  entries(nowMs: number): NonceEntry[] {
    this.prune(nowMs)
    return [...this.seen]
  }

  /** Takes back what `entries` gave, keeping only those still inside their window. */
  restore(entries: readonly NonceEntry[], nowMs: number): void {
    for (const [digest, until] of entries) {
      if (until > nowMs && until > (this.seen.get(digest) ?? 0)) this.seen.set(digest, until)
    }
  }

  private prune(nowMs: number): void {
    for (const [key, until] of this.seen) if (until <= nowMs) this.seen.delete(key)
  }
}

function digestOf(apiKey: string, nonce: string): string {
  return createHash('sha256').update(apiKey).update('\u0000').update(nonce).digest('base64url')
}
