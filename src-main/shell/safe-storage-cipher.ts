import { safeStorage } from 'electron'
import type { CipherAvailability, SecretCipher } from '../core/vault/secret-cipher'
import { VaultDecryptError, VaultKeyError } from '../core/vault/vault-errors'

/**
 * The vault's cipher in the Electron app: the OS keyring holds the key (Keychain, DPAPI, libsecret
 * or kwallet), through safeStorage's asynchronous API. Electron documents that data written by the old
 * synchronous `encryptString` decrypts with `decryptStringAsync`, so an existing vault.bin opens as is.
 *
 * On Linux without a keyring Electron falls back to a hard-coded key ("basic_text"), which is no
 * protection at all; then the vault keeps keys for the session only and says why. Electron's typings
 * give `getSelectedStorageBackend()` no asynchronous counterpart and tie it to neither API: it names
 * the password store chosen when the app became ready ("unknown" before; Linux only). The async
 * encryptor must still read what the sync one wrote with that store's key, so `basic_text` is taken to
 * mean the same for it, and the backend is asked after `isAsyncEncryptionAvailable()` has resolved.
 *
 * Call after `app.whenReady()`. Not unit-tested (no Electron under vitest): keep it this thin.
 */
export function safeStorageCipher(): SecretCipher {
  const availability = async (): Promise<CipherAvailability> => {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) {
      return { available: false, reason: 'The operating system offers no encryption for secrets.' }
    }
    if (process.platform !== 'linux') return { available: true }
    switch (safeStorage.getSelectedStorageBackend()) {
      case 'basic_text':
        return {
          available: false,
          reason:
            'No keyring (GNOME Keyring or KWallet) is running, so secrets could not be stored encrypted.',
        }
      case 'unknown':
        // Only before the app is ready; the backend could be basic_text, so do not trust it.
        return { available: false, reason: 'The keyring was asked for before the app was ready.' }
      default:
        return { available: true }
    }
  }

  return {
    availability,
    encrypt: (plain) => safeStorage.encryptStringAsync(plain),
    async decrypt(data) {
      try {
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(data)
        return { text: result, shouldReEncrypt }
      } catch (error) {
        // The vault moves aside data that fails to decrypt, but a keyring that is locked or still
        // waiting for the user (the async API rejects while "temporarily unavailable") is not the
        // data's fault: report that as a key problem, which leaves vault.bin untouched. Our own
        // messages either way, so nothing Electron says about the data reaches a log or a notice.
        const message = error instanceof Error ? error.message : ''
        const keyringUp = await availability().then(
          (a) => a.available,
          () => false,
        )
        if (/temporarily unavailable/i.test(message) || !keyringUp) {
          throw new VaultKeyError('The keyring cannot decrypt the saved API keys right now.')
        }
        throw new VaultDecryptError('The keyring could not decrypt the saved API keys.')
      }
    },
  }
}
