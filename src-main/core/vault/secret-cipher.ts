/**
 * What the vault needs from encryption. Two implementations are meant to exist: `fileKeyCipher` here
 * (plain Node: web shell, tests), and one over Electron's `safeStorage` in src-main/shell, which binds
 * the key to the OS keyring (Keychain, DPAPI, libsecret/kwallet). The core never imports electron, so
 * the shell plugs that one in.
 */
export interface SecretCipher {
  /**
   * False when secrets must not be stored with this cipher (no key, a key file others can read, or
   * Electron's `basic_text` backend on Linux). The vault then keeps credentials for the session only.
   */
  isAvailable(): boolean
  encrypt(plain: string): Buffer
  /** Throws on data that was tampered with, truncated, or encrypted with another key. */
  decrypt(data: Buffer): string
  /** Why `isAvailable()` is false, in words the user can act on; null when it is available. */
  unavailableReason?(): string | null
}
