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
 *   Opening never rejects.
 * - Every write re-encrypts the whole document and replaces the file atomically, so a crash leaves
 *   the old or the new vault, never half of one: `atomically`, the writer conf uses for settings too
 *   (a temp file created 0o600 beside it, fsynced, renamed over it). Its retries cover another
 *   process holding the file for a moment (antivirus or an indexer on Windows: EBUSY, EPERM) for up
 *   to two seconds; other errors fail at once.
 * - The cipher is asynchronous (Electron's safeStorage is), so opening and every change return
 *   promises; reads are served from memory and stay synchronous. Changes run one at a time, in call
 *   order, each written before it becomes current: two saves in flight cannot interleave their writes,
 *   drop each other's profile, or let memory claim what the disk lacks.
 * - When the cipher reports that vault.bin was encrypted under a key it has since rotated, the vault
 *   is written again with the current key at opening, before the old key can go away.
 * - The optional `log` receives events, profile ids and error codes; never a key, a secret or any
 *   decrypted text, and error messages here are written so they can be logged too.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { writeFile } from 'atomically'
import { settingsIdSchema } from '../../../src-shared/schemas/settings'
import { moveAside } from '../settings/move-aside'
import { ensurePrivateDir } from './private-dir'
import type { CipherAvailability, SecretCipher } from './secret-cipher'
import { VaultInputError, VaultKeyError, VaultUnavailableError } from './vault-errors'
import {
  credentialsSchema,
  decodeVault,
  encodeVault,
  isVaultDataError,
  VAULT_FORMAT_VERSION,
  type Credentials,
  type DecodedVault,
  type SecondFactorSessionRecord,
  type TradingPinRecord,
  type VaultContents,
} from './vault-file'
import { systemClock, type Clock } from '../clock/clock'

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
  event:
    | 'opened'
    | 'unavailable'
    | 'reset'
    | 're-encrypted'
    | 'credentials-set'
    | 'credentials-cleared'
    | 'session-set'
    | 'session-cleared'
    | 'trading-pin-set'
    | 'trading-pin-cleared'
    | 'write-failed'
  profileId?: string
  detail?: string
}

export interface VaultOptions {
  /** The vault's own directory (created 0o700): `<userData>/vault` in the shell, a temp dir in tests. */
  dir: string
  cipher: SecretCipher
  /** Called at most once, while opening, when the user must be told something. */
  onNotice: (notice: VaultNotice) => void
  log?: (entry: VaultLogEntry) => void
  /** Clock for the backup's file name. */
  /** The core's clock: names the copy of a file moved aside. */
  clock?: Pick<Clock, 'now'>
}

export interface Vault {
  readonly path: string
  /** False when credentials are kept in memory for this session only (see `onNotice`). */
  readonly persistent: boolean
  /**
   * Stores (or replaces) a profile's key and secret; surrounding whitespace from a paste is trimmed.
   * Resolves once the change is on disk, and only then do `getCredentials` and `status` show it. Rejects
   * with VaultInputError (bad input) or VaultUnavailableError (the write failed), changing nothing.
   */
  setCredentials(profileId: string, credentials: Credentials): Promise<void>
  /** Main process only. Null when the profile has no credentials. */
  getCredentials(profileId: string): Credentials | null
  status(profileId: string): CredentialStatus
  /** Forgets a profile's credentials, on disk first; rejects with VaultUnavailableError like a save. */
  clear(profileId: string): Promise<void>
  /** Main process only: the profile's group E second-factor session, or null. */
  getSession(profileId: string): SecondFactorSessionRecord | null
  /** Keeps (or with null forgets) the profile's second-factor session, on disk first. */
  setSession(profileId: string, session: SecondFactorSessionRecord | null): Promise<void>
  /** Main process only: the trading PIN's hash record (web shell), or null when none is set. */
  getTradingPin(): TradingPinRecord | null
  /** Keeps (or with null forgets) the trading PIN's hash record, on disk first. */
  setTradingPin(record: TradingPinRecord | null): Promise<void>
}

/** Opens (or creates) the vault in `options.dir`. Never rejects: whatever goes wrong ends in a notice. */
export async function openVault(options: VaultOptions): Promise<Vault> {
  const path = join(options.dir, VAULT_FILE_NAME)
  const log = options.log ?? (() => undefined)
  const clock = options.clock ?? systemClock
  const now = () => new Date(clock.now())
  const opened = await open(path, options, log, now)
  let contents = opened.contents
  const persistent = opened.persistent
  if (opened.notice !== null) options.onNotice(opened.notice)
  log({ event: 'opened', detail: persistent ? 'persistent' : 'session only' })

  /**
   * The last queued change (its failure swallowed). Each change starts after the previous one settled,
   * so it is computed from what that one committed and no two writes of vault.bin overlap.
   */
  let tail: Promise<void> = Promise.resolve()

  /**
   * Queues a change. `change` receives the contents as committed by every change queued before it, and
   * returns null when there is nothing to do. Writes first, then makes the change current, so memory
   * never claims what the disk lacks.
   */
  function commit(
    change: (current: VaultContents) => VaultContents | null,
    entry: VaultLogEntry,
  ): Promise<void> {
    const run = async (): Promise<void> => {
      const next = change(contents)
      if (next === null) return
      if (persistent) {
        try {
          await writeVaultFile(path, await encodeVault(next, options.cipher))
        } catch (error) {
          const profile = entry.profileId === undefined ? {} : { profileId: entry.profileId }
          log({ event: 'write-failed', ...profile, detail: errorCode(error) })
          throw new VaultUnavailableError(`The credentials could not be saved (${errorCode(error)}).`)
        }
      }
      contents = next
      log(entry)
    }
    const done = tail.then(run)
    // The failure belongs to this change's caller; it must not stop the changes queued after it.
    tail = done.catch(() => undefined)
    return done
  }

  return {
    path,
    persistent,

    async setCredentials(profileId, credentials) {
      // Checked at call time, so bad input is refused at once and never waits behind a write.
      const id = checkProfileId(profileId)
      const parsed = credentialsSchema.safeParse(credentials)
      if (!parsed.success) {
        // Field names and our own messages only; the rejected values stay out of the error.
        const fields = parsed.error.issues.map(
          (i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`,
        )
        throw new VaultInputError(`Invalid credentials: ${fields.join('; ')}`)
      }
      await commit((current) => ({ ...current, profiles: { ...current.profiles, [id]: parsed.data } }), {
        event: 'credentials-set',
        profileId: id,
      })
    },

    getCredentials(profileId) {
      const found = find(contents, profileId)
      return found === undefined ? null : { ...found }
    },

    status(profileId) {
      const found = find(contents, profileId)
      return found === undefined
        ? { hasKey: false, keyHint: null }
        : { hasKey: true, keyHint: keyHint(found.apiKey) }
    },

    async clear(profileId) {
      // Decided in the queue: a save of this profile still in flight must be cleared too.
      await commit(
        (current) => {
          if (find(current, profileId) === undefined) return null
          const { [profileId]: _removed, ...rest } = current.profiles
          // A session belongs to the key: it goes with it.
          const { [profileId]: _session, ...sessions } = current.sessions ?? {}
          return { ...current, profiles: rest, sessions }
        },
        { event: 'credentials-cleared', profileId },
      )
    },

    getSession(profileId) {
      const sessions = contents.sessions ?? {}
      return Object.hasOwn(sessions, profileId)
        ? { ...(sessions[profileId] as SecondFactorSessionRecord) }
        : null
    },

    async setSession(profileId, session) {
      const id = checkProfileId(profileId)
      await commit(
        (current) => {
          const { [id]: _old, ...others } = current.sessions ?? {}
          return { ...current, sessions: session === null ? others : { ...others, [id]: session } }
        },
        { event: session === null ? 'session-cleared' : 'session-set', profileId: id },
      )
    },

    getTradingPin() {
      return contents.tradingPin === undefined ? null : { ...contents.tradingPin }
    },

    async setTradingPin(record) {
      await commit(
        (current) => {
          const { tradingPin: _old, ...rest } = current
          return record === null ? rest : { ...rest, tradingPin: { ...record } }
        },
        { event: record === null ? 'trading-pin-cleared' : 'trading-pin-set' },
      )
    },
  }
}

/** Own properties only: an id such as "constructor" must not find Object.prototype's. */
function find(contents: VaultContents, profileId: string): Credentials | undefined {
  return Object.hasOwn(contents.profiles, profileId) ? contents.profiles[profileId] : undefined
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

async function open(
  path: string,
  options: VaultOptions,
  log: (entry: VaultLogEntry) => void,
  now: () => Date,
): Promise<Opened> {
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
  const availability = await availabilityOf(options.cipher)
  if (!availability.available) return sessionOnly(availability.reason)

  let decoded: DecodedVault
  try {
    decoded = await decodeVault(await readFile(path), options.cipher)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { contents: empty(), persistent: true, notice: null }
    // The key went away between the check and the read: not the data's fault, so do not move it.
    if (error instanceof VaultKeyError) return sessionOnly(error.message)
    const reason = isVaultDataError(error)
      ? error.message
      : `the file cannot be read: ${code ?? 'unknown error'}`
    return reset(path, reason, log, now)
  }
  if (decoded.shouldReEncrypt) await reEncrypt(path, decoded.contents, options.cipher, log)
  return { contents: decoded.contents, persistent: true, notice: null }
}

/** The interface says availability() never rejects; a shell's cipher that does still must not stop the vault. */
async function availabilityOf(cipher: SecretCipher): Promise<CipherAvailability> {
  try {
    return await cipher.availability()
  } catch (error) {
    return { available: false, reason: `encryption could not be checked: ${errorCode(error)}` }
  }
}

/** Moves an unreadable vault.bin aside and starts empty; never deletes it (see the header). */
function reset(path: string, reason: string, log: (entry: VaultLogEntry) => void, now: () => Date): Opened {
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

/** Owner-only from the first byte; never chowned to whoever owned the file before. */
const writeVaultFile = (path: string, data: Buffer): Promise<void> =>
  writeFile(path, data, { mode: 0o600, chown: false, timeout: 2000 })

/**
 * Writes the vault again under the cipher's current key. Best effort: if it fails, vault.bin stays as
 * it was, still readable while the old key lasts, and the next save tries again implicitly.
 */
async function reEncrypt(
  path: string,
  contents: VaultContents,
  cipher: SecretCipher,
  log: (entry: VaultLogEntry) => void,
): Promise<void> {
  try {
    await writeVaultFile(path, await encodeVault(contents, cipher))
    log({ event: 're-encrypted' })
  } catch (error) {
    log({ event: 'write-failed', detail: `re-encrypting: ${errorCode(error)}` })
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
