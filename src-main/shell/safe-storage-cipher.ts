import { safeStorage } from 'electron'
import type { SecretCipher } from '../core/vault/secret-cipher'

/**
 * The vault's cipher in the Electron app: the OS keyring holds the key (Keychain, DPAPI, libsecret
 * or kwallet). On Linux without a keyring Electron falls back to a hard-coded key ("basic_text"),
 * which is no protection at all; then the vault keeps keys for the session only and says why.
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
