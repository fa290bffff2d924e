/*
 * Errors of the vault. None of their messages ever contains a key, a secret or decrypted text: they
 * may be logged and shown.
 */

/** The key file is missing, unsafe (readable by others), or damaged. */
export class VaultKeyError extends Error {
  override readonly name = 'VaultKeyError'
}

/** Encrypted data failed authentication or is not an envelope we know. */
export class VaultDecryptError extends Error {
  override readonly name = 'VaultDecryptError'
}

/** vault.bin is not a vault file, or its decrypted contents have the wrong shape. */
export class VaultFormatError extends Error {
  override readonly name = 'VaultFormatError'
}

/** A profile id or credentials rejected by `setCredentials`; the message names fields, never values. */
export class VaultInputError extends Error {
  override readonly name = 'VaultInputError'
}

/** Session-only vault asked to do what needs the disk, or a write that failed. */
export class VaultUnavailableError extends Error {
  override readonly name = 'VaultUnavailableError'
}
