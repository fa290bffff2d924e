/** A second-factor session as kept between runs: a bearer credential until its expiry. */
export interface StoredSession {
  token: string
  /** Epoch ms on the broker's clock. */
  expiresAt: number
}

/** Where the session token lives; the vault in the app (it is a secret for a day), memory in tests. */
export interface SessionStore {
  load(): Promise<StoredSession | null>
  save(session: StoredSession): Promise<void>
  clear(): Promise<void>
}

export function memorySessionStore(): SessionStore {
  let kept: StoredSession | null = null
  return {
    load: () => Promise.resolve(kept),
    save: (session) => {
      kept = { ...session }
      return Promise.resolve()
    },
    clear: () => {
      kept = null
      return Promise.resolve()
    },
  }
}
