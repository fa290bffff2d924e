import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, lstatSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensurePrivateDir, octal, posixModes } from './private-dir'
import { VaultKeyError } from './vault-errors'

export const KEY_FILE_NAME = 'vault.key'
export const KEY_BYTES = 32

/**
 * Returns the vault's 256-bit key from `<dir>/vault.key`, creating it on first use. A new key is
 * written with mode 0o600 through an exclusive create, so two processes starting at once cannot each
 * write their own key. An existing key is refused, with a message the user can act on, when it is not
 * a regular file, belongs to another user, can be read by group or others, or is not 32 bytes long.
 */
export function loadOrCreateKey(dir: string): Buffer {
  ensurePrivateDir(dir)
  const path = join(dir, KEY_FILE_NAME)
  const created = tryCreateKey(path)
  return created ?? readExistingKey(path)
}

function tryCreateKey(path: string): Buffer | null {
  let fd: number
  try {
    fd = openSync(path, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null
    throw new VaultKeyError(`Cannot create the vault key at ${path} (${errorCode(error)}).`)
  }
  const key = randomBytes(KEY_BYTES)
  try {
    writeFileSync(fd, key)
    fsyncSync(fd)
    closeSync(fd)
  } catch (error) {
    closeSync(fd)
    // A half-written key would be refused on the next start anyway; leave nothing behind.
    rmSync(path, { force: true })
    throw new VaultKeyError(`Cannot write the vault key at ${path} (${errorCode(error)}).`)
  }
  return key
}

function readExistingKey(path: string): Buffer {
  // lstat: a symbolic link could point the vault at a key somebody else controls.
  const stat = lstatSync(path)
  if (!stat.isFile()) {
    throw new VaultKeyError(`The vault key at ${path} is not a regular file; refusing to use it.`)
  }
  if (posixModes) {
    const uid = process.getuid?.()
    if (uid !== undefined && stat.uid !== uid) {
      throw new VaultKeyError(
        `The vault key at ${path} belongs to another user (uid ${stat.uid}); refusing to use it.`,
      )
    }
    if ((stat.mode & 0o077) !== 0) {
      throw new VaultKeyError(
        `The vault key at ${path} can be read by other users (mode ${octal(stat.mode)}); refusing to use it, ` +
          'because anyone who can read it can decrypt the saved API keys. Restrict it with `chmod 600`, ' +
          'or delete it and enter your API keys again.',
      )
    }
  }
  const key = readFileSync(path)
  if (key.length !== KEY_BYTES) {
    throw new VaultKeyError(
      `The vault key at ${path} is damaged (${key.length} bytes, expected ${KEY_BYTES}); refusing to use it.`,
    )
  }
  return key
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | null)?.code ?? 'unknown error'
}
