/**
 * What the vault needs from encryption. Two implementations are meant to exist: `fileKeyCipher` here
 * (plain Node: web shell, tests), and one over Electron's `safeStorage` in src-main/shell, which binds
 * the key to the OS keyring (Keychain, DPAPI, libsecret/kwallet). The core never imports electron, so
 * the shell plugs that one in.
 *
 * Every method is asynchronous because Electron's are (the synchronous safeStorage calls are
 * deprecated in Electron 45): the keyring may have to ask the user, or start, before it answers, and
 * the main process must not block meanwhile.
 */
export interface SecretCipher {
  /**
   * Whether secrets may be stored with this cipher. Not when there is no key, a key file others can
   * read, or Electron's `basic_text` backend on Linux; the vault then keeps credentials for the
   * session only and shows `reason` (words the user can act on). Never rejects.
   */
  availability(): Promise<CipherAvailability>
  encrypt(plain: string): Promise<Buffer>
  /**
   * Rejects with VaultDecryptError on data that was tampered with, truncated, or encrypted with another
   * key, and with VaultKeyError when the key itself cannot be reached right now (the data may be fine).
   */
  decrypt(data: Buffer): Promise<Decrypted>
}

export type CipherAvailability = { available: true } | { available: false; reason: string }

export interface Decrypted {
  text: string
  /**
   * The data was encrypted under a key the cipher has since replaced (Electron's key rotation): it
   * still decrypted, but should be encrypted again and stored, before the old key goes away.
   */
  shouldReEncrypt: boolean
}
