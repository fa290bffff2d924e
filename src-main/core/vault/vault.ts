/**
 * The credential vault: each profile's API key and secret, encrypted at rest in `<dir>/vault.bin`.
 *
 * Decisions, and why:
 * - Main process only. `getCredentials` is for the token manager and the signer; the bridge may expose
 *   `status()` and nothing else (whether a key is set, and at most its last 4 characters).
 * - The cipher is plugged in (SecretCipher): Electron's safeStorage in the shell, the file-key cipher
 *   (file-key-cipher.ts, whose trade-off is documented there) in the web shell and in tests.
 * - When the cipher is unavailable (a key file others can read, Electron's `basic_text` backend), the
 *   vault refuses to write secrets to disk: credentials live in memory for the session, `persistent`
 *   is false, and a notice says so. vault.bin is then neither read nor touched, so a keyring that is
 *   only locked today loses nothing (the lock-out Signal's users met when switching desktops).
 * - A vault.bin that cannot be read, is not a vault, fails authentication (tampered, or the key was
 *   replaced) or decrypts to the wrong shape is moved aside to `vault.bin.corrupt-<timestamp>`, never
 *   deleted: with the old key back it can still be recovered. The vault starts empty, with a notice.
 *   Creation never throws.
 * - Every write re-encrypts the whole document and replaces the file atomically (temp + rename,
 *   0o600), so a crash leaves the old or the new vault, never half of one.
 * - The optional `log` receives events, profile ids and error codes; never a key, a secret or any
 *   decrypted text, and error messages here are written so they can be logged too.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { settingsIdSchema } from '../../../src-shared/schemas/settings'
import { moveAside } from '../settings/move-aside'
import { writeFileAtomicSync } from './atomic-write'
import { ensurePrivateDir } from './private-dir'
import type { SecretCipher } from './secret-cipher'
import { VaultInputError, VaultKeyError, VaultUnavailableError } from './vault-errors'
import {
  credentialsSchema,
  decodeVault,
  encodeVault,
  isVaultDataError,
  VAULT_FORMAT_VERSION,
  type Credentials,
  type VaultContents,
} from './vault-file'

export type { Credentials } from './vault-file'

export const VAULT_FILE_NAME = 'vault.bin'

/** All the renderer may ever learn about a profile's credentials. */
export interface CredentialStatus {
  hasKey: boolean
  /** At most the last 4 characters of the API key (never of the secret); null when there is none. */
  keyHint: string | null
}

export type VaultNotice =
  | { kind: 'vault-reset'; message: string; backupPath: string | null }
  | { kind: 'vault-unavailable'; message: string }

export interface VaultLogEntry {
  event: 'opened' | 'unavailable' | 'reset' | 'credentials-set' | 'credentials-cleared' | 'write-failed'
  profileId?: string
  detail?: string
}

export interface VaultOptions {
  /** The vault's own directory (created 0o700): `<userData>/vault` in the shell, a temp dir in tests. */
  dir: string
  cipher: SecretCipher
  /** Called at most once, during creation, when the user must be told something. */
  onNotice: (notice: VaultNotice) => void
  log?: (entry: VaultLogEntry) => void
  /** Clock for the backup's file name. */
  now?: () => Date
}

export interface Vault {
  readonly path: string
  /** False when credentials are kept in memory for this session only (see `onNotice`). */
  readonly persistent: boolean
  /** Stores (or replaces) a profile's key and secret; surrounding whitespace from a paste is trimmed. */
  setCredentials(profileId: string, credentials: Credentials): void
  /** Main process only. Null when the profile has no credentials. */
  getCredentials(profileId: string): Credentials | null
  status(profileId: string): CredentialStatus
  clear(profileId: string): void
}

export function createVault(options: VaultOptions): Vault {
  const path = join(options.dir, VAULT_FILE_NAME)
  const log = options.log ?? (() => undefined)
  const now = options.now ?? (() => new Date())
  const opened = open(path, options, log, now)
  let contents = opened.contents
  const persistent = opened.persistent
  if (opened.notice !== null) options.onNotice(opened.notice)
  log({ event: 'opened', detail: persistent ? 'persistent' : 'session only' })

  // Own properties only: an id such as "constructor" must not find Object.prototype's.
  const find = (profileId: string): Credentials | undefined =>
    Object.hasOwn(contents.profiles, profileId) ? contents.profiles[profileId] : undefined

  /** Writes first, then makes the change current, so memory never claims what the disk lacks. */
  function commit(next: VaultContents, entry: VaultLogEntry): void {
    if (persistent) {
      try {
        writeFileAtomicSync(path, encodeVault(next, options.cipher))
      } catch (error) {
        const profile = entry.profileId === undefined ? {} : { profileId: entry.profileId }
        log({ event: 'write-failed', ...profile, detail: errorCode(error) })
        throw new VaultUnavailableError(`The credentials could not be saved (${errorCode(error)}).`)
      }
    }
    contents = next
    log(entry)
  }

  return {
    path,
    persistent,

    setCredentials(profileId, credentials) {
      const id = checkProfileId(profileId)
      const parsed = credentialsSchema.safeParse(credentials)
      if (!parsed.success) {
        // Field names and our own messages only; the rejected values stay out of the error.
        const fields = parsed.error.issues.map(
          (i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`,
        )
        throw new VaultInputError(`Invalid credentials: ${fields.join('; ')}`)
      }
      commit(
        { ...contents, profiles: { ...contents.profiles, [id]: parsed.data } },
        { event: 'credentials-set', profileId: id },
      )
    },

    getCredentials(profileId) {
      const found = find(profileId)
      return found === undefined ? null : { ...found }
    },

    status(profileId) {
      const found = find(profileId)
      return found === undefined
        ? { hasKey: false, keyHint: null }
        : { hasKey: true, keyHint: keyHint(found.apiKey) }
    },

    clear(profileId) {
      if (find(profileId) === undefined) return
      const { [profileId]: _removed, ...rest } = contents.profiles
      commit({ ...contents, profiles: rest }, { event: 'credentials-cleared', profileId })
    },
  }
}

/**
 * Never more than 4 characters, and never more than a quarter of the key, so a short key is not half
 * given away. Null for a key too short to hint at.
 */
export function keyHint(apiKey: string): string | null {
  const length = Math.min(4, Math.floor(apiKey.length / 4))
  return length === 0 ? null : apiKey.slice(-length)
}

interface Opened {
  contents: VaultContents
  persistent: boolean
  notice: VaultNotice | null
}

const empty = (): VaultContents => ({ version: VAULT_FORMAT_VERSION, profiles: {} })

function open(
  path: string,
  options: VaultOptions,
  log: (entry: VaultLogEntry) => void,
  now: () => Date,
): Opened {
  const sessionOnly = (reason: string): Opened => {
    log({ event: 'unavailable', detail: reason })
    return {
      contents: empty(),
      persistent: false,
      notice: {
        kind: 'vault-unavailable',
        message: `API keys cannot be stored securely on this computer (${reason}). Keys you enter are kept for this session only.`,
      },
    }
  }

  try {
    ensurePrivateDir(options.dir)
  } catch (error) {
    return sessionOnly(`the vault folder cannot be created: ${errorCode(error)}`)
  }
  if (!options.cipher.isAvailable()) {
    return sessionOnly(options.cipher.unavailableReason?.() ?? 'encryption is not available')
  }

  let reason: string
  try {
    return { contents: decodeVault(readFileSync(path), options.cipher), persistent: true, notice: null }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { contents: empty(), persistent: true, notice: null }
    // The key went away between the check and the read: not the data's fault, so do not move it.
    if (error instanceof VaultKeyError) return sessionOnly(error.message)
    reason = isVaultDataError(error) ? error.message : `the file cannot be read: ${code ?? 'unknown error'}`
  }

  try {
    const backupPath = moveAside(path, now())
    log({ event: 'reset', detail: reason })
    return {
      contents: empty(),
      persistent: true,
      notice: {
        kind: 'vault-reset',
        message: `Saved API keys could not be read (${reason}), so they were cleared; enter them again. The old vault was kept at ${backupPath}.`,
        backupPath,
      },
    }
  } catch (error) {
    // Never overwrite a vault we could neither read nor move: run for the session without it.
    log({ event: 'reset', detail: `${reason}; could not move aside: ${errorCode(error)}` })
    return {
      contents: empty(),
      persistent: false,
      notice: {
        kind: 'vault-reset',
        message: `Saved API keys could not be read (${reason}) and the file could not be moved aside. Keys you enter are kept for this session only.`,
        backupPath: null,
      },
    }
  }
}

function checkProfileId(profileId: string): string {
  const parsed = settingsIdSchema.safeParse(profileId)
  if (!parsed.success)
    throw new VaultInputError(`Invalid profile id: ${parsed.error.issues[0]?.message ?? ''}`)
  return parsed.data
}

function errorCode(error: unknown): string {
  return (
    (error as NodeJS.ErrnoException | null)?.code ?? (error instanceof Error ? error.name : 'unknown error')
  )
}
