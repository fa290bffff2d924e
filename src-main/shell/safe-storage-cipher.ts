import { safeStorage } from 'electron'
import type { SecretCipher } from '../core/vault/secret-cipher'

/**
 * The vault's cipher in the Electron app: the OS keyring holds the key (Keychain, DPAPI, libsecret
 * or kwallet). On Linux without a keyring Electron falls back to a hard-coded key ("basic_text"),
 * which is no protection at all; then the vault keeps keys for the session only and says why.
 */
/* eslint-disable @typescript-eslint/no-deprecated --
 * Electron 45 deprecates the synchronous safeStorage calls in favour of *Async ones. The vault's
 * SecretCipher is synchronous today (it decrypts once at start and encrypts on save); moving it to
 * the async API is a known follow-up. The sync calls still work in Electron 45.
 */
export function safeStorageCipher(): SecretCipher {
  const backend = () => (process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os')
  return {
    isAvailable: () => safeStorage.isEncryptionAvailable() && backend() !== 'basic_text',
    unavailableReason: () =>
      !safeStorage.isEncryptionAvailable()
        ? 'The operating system offers no encryption for secrets.'
        : backend() === 'basic_text'
          ? 'No keyring (GNOME Keyring or KWallet) is running, so secrets could not be stored encrypted.'
          : null,
    encrypt: (plain) => safeStorage.encryptString(plain),
    decrypt: (data) => safeStorage.decryptString(data),
  }
}
/* eslint-enable @typescript-eslint/no-deprecated */
