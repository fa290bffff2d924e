import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { loadOrCreateKey } from './key-file'
import type { SecretCipher } from './secret-cipher'
import { VaultDecryptError, VaultKeyError } from './vault-errors'

/*
 * AES-256-GCM with a random key kept in `<dir>/vault.key` (0o600, in a 0o700 directory). This is the
 * cipher of the web shell and of tests, where Electron's safeStorage does not exist.
 *
 * Trade-off, stated plainly: the key sits next to the data, protected only by file permissions. It
 * protects a vault.bin that is copied, synced or attached to a bug report without its key file, and it
 * keeps secrets out of plain text on disk and out of a grep. It does NOT protect against malware or
 * another program running as the same user (which can read vault.key), nor against root, nor against
 * a backup that copies the whole directory. safeStorage in the Electron shell is stronger because the
 * key is held by the OS keyring. Unlike Bruno's fallback (a key derived from the machine id), this key
 * is random and cannot be recomputed by anyone who knows the machine.
 *
 * Envelope: [version 1 byte = 1][IV 12 bytes][GCM tag 16 bytes][ciphertext]. A fresh random 96-bit IV
 * per encryption (the GCM nonce size; with a random IV, one key is safe for far more messages than a
 * vault will ever write). The version byte is also authenticated (AAD), so a later format cannot be
 * confused with this one.
 */

const ENVELOPE_VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES

export interface FileKeyCipherOptions {
  /** The vault directory; the key file is `<dir>/vault.key`. */
  dir: string
}

export function fileKeyCipher(options: FileKeyCipherOptions): SecretCipher {
  let key: Buffer | null = null

  // The key is loaded on first use and the failure is not cached, so a user who fixes the key file's
  // mode does not have to restart for the vault to see it.
  const getKey = (): Buffer => {
    if (key !== null) return key
    try {
      key = loadOrCreateKey(options.dir)
      return key
    } catch (error) {
      if (error instanceof VaultKeyError) throw error
      throw new VaultKeyError(error instanceof Error ? error.message : String(error))
    }
  }

  // Node's crypto is synchronous and fast here; the methods are async only to fit SecretCipher, and an
  // exception inside them becomes a rejection, as the interface promises.
  return {
    async availability() {
      try {
        getKey()
        return { available: true }
      } catch (error) {
        // getKey only throws VaultKeyError, whose messages are written to be shown.
        return { available: false, reason: error instanceof Error ? error.message : String(error) }
      }
    },

    async encrypt(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', getKey(), iv, { authTagLength: TAG_BYTES })
      const version = Buffer.from([ENVELOPE_VERSION])
      cipher.setAAD(version)
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([version, iv, cipher.getAuthTag(), ciphertext])
    },

    async decrypt(data) {
      if (data.length < HEADER_BYTES) {
        throw new VaultDecryptError('Encrypted data is truncated (shorter than its header).')
      }
      const version = data[0]
      if (version !== ENVELOPE_VERSION) {
        throw new VaultDecryptError(`Encrypted data has an unknown envelope version (${version ?? 'none'}).`)
      }
      const iv = data.subarray(1, 1 + IV_BYTES)
      const tag = data.subarray(1 + IV_BYTES, HEADER_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', getKey(), iv, { authTagLength: TAG_BYTES })
      decipher.setAAD(data.subarray(0, 1))
      decipher.setAuthTag(tag)
      let plain: Buffer
      try {
        // GCM only authenticates at final(); nothing is returned before it succeeds, so a tampered
        // message yields no partial plaintext.
        plain = Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()])
      } catch {
        throw new VaultDecryptError(
          'Encrypted data failed authentication: it was changed, truncated, or encrypted with another key.',
        )
      }
      const text = plain.toString('utf8')
      plain.fill(0)
      // One key for the life of the file: nothing here ever asks for the data to be encrypted again.
      return { text, shouldReEncrypt: false }
    },
  }
}
