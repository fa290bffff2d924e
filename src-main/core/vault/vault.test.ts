import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileKeyCipher } from './file-key-cipher'
import type { SecretCipher } from './secret-cipher'
import { createVault, keyHint, type VaultLogEntry, type VaultNotice, type VaultOptions } from './vault'
import { VaultInputError } from './vault-errors'
import { encodeVault } from './vault-file'

const posix = process.platform !== 'win32'
const CANARY_SECRET = 'CANARY-3f9a-SECRET'
const CANARY_KEY = 'CANARY-KEY-77aa-4b1c'

let root: string
let dir: string
let notices: VaultNotice[]
let logs: VaultLogEntry[]
const fixedNow = new Date('2024-05-01T10:20:30.123Z')
const backupName = 'vault.bin.corrupt-2024-05-01T10-20-30-123Z'

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'vault-test-'))
  dir = join(root, 'vault')
  notices = []
  logs = []
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const open = (overrides: Partial<VaultOptions> = {}) =>
  createVault({
    dir,
    cipher: fileKeyCipher({ dir }),
    onNotice: (n) => notices.push(n),
    log: (e) => logs.push(e),
    now: () => fixedNow,
    ...overrides,
  })

/** Every byte of every file under `path`, recursively. */
async function allFileBytes(path: string): Promise<Buffer[]> {
  const out: Buffer[] = []
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const full = join(path, entry.name)
    if (entry.isDirectory()) out.push(...(await allFileBytes(full)))
    else out.push(await readFile(full))
  }
  return out
}

/** The canary in any of the forms a careless write could leave it in. */
function containsCanary(bytes: Buffer, canary: string): boolean {
  const forms = [
    Buffer.from(canary, 'utf8'),
    Buffer.from(canary, 'utf16le'),
    Buffer.from(Buffer.from(canary).toString('base64')),
    Buffer.from(Buffer.from(canary).toString('hex')),
  ]
  return forms.some((form) => bytes.includes(form))
}

describe('vault', () => {
  it('stores credentials, reads them back after a restart, and clears them', async () => {
    const vault = open()
    expect(vault.persistent).toBe(true)
    expect(vault.getCredentials('ssi-live')).toBeNull()
    vault.setCredentials('ssi-live', { apiKey: '  key-0001-0002-abcd\n', apiSecret: 'secret-1' })
    // Trimmed: a pasted key often carries a newline.
    expect(vault.getCredentials('ssi-live')).toEqual({ apiKey: 'key-0001-0002-abcd', apiSecret: 'secret-1' })

    const reopened = open()
    expect(reopened.getCredentials('ssi-live')).toEqual({
      apiKey: 'key-0001-0002-abcd',
      apiSecret: 'secret-1',
    })
    expect(reopened.status('ssi-live')).toEqual({ hasKey: true, keyHint: 'abcd' })
    reopened.clear('ssi-live')
    expect(reopened.status('ssi-live')).toEqual({ hasKey: false, keyHint: null })
    expect(open().getCredentials('ssi-live')).toBeNull()
    expect(notices).toEqual([])
  })

  it('keeps profiles apart and replaces a profile’s credentials', () => {
    const vault = open()
    vault.setCredentials('a', { apiKey: 'key-aaaa-1111', apiSecret: 's-a' })
    vault.setCredentials('b', { apiKey: 'key-bbbb-2222', apiSecret: 's-b' })
    vault.setCredentials('a', { apiKey: 'key-aaaa-3333', apiSecret: 's-a2' })
    const reopened = open()
    expect(reopened.getCredentials('a')).toEqual({ apiKey: 'key-aaaa-3333', apiSecret: 's-a2' })
    expect(reopened.getCredentials('b')).toEqual({ apiKey: 'key-bbbb-2222', apiSecret: 's-b' })
  })

  it('does not find inherited names such as "constructor" or "toString"', () => {
    const vault = open()
    expect(vault.status('toString')).toEqual({ hasKey: false, keyHint: null })
    expect(vault.getCredentials('constructor')).toBeNull()
    expect(() => vault.setCredentials('__proto__', { apiKey: 'k', apiSecret: 's' })).toThrow(/reserved/)
  })

  it.skipIf(!posix)('writes vault.bin owner-only and leaves no temp file behind', async () => {
    open().setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    expect((await stat(join(dir, 'vault.bin'))).mode & 0o777).toBe(0o600)
    expect((await readdir(dir)).sort()).toEqual(['vault.bin', 'vault.key'])
  })

  it('rejects bad input without echoing it, and changes nothing', async () => {
    const vault = open()
    vault.setCredentials('p', { apiKey: 'key-0001', apiSecret: 'old' })
    const before = await readFile(join(dir, 'vault.bin'))
    let error: unknown
    try {
      vault.setCredentials('p', { apiKey: '   ', apiSecret: `${CANARY_SECRET}\u0007` })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(VaultInputError)
    expect((error as Error).message).toBe(
      'Invalid credentials: apiKey: cannot be empty; apiSecret: contains control characters',
    )
    expect((error as Error).message).not.toContain(CANARY_SECRET)
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'old' })
    expect(await readFile(join(dir, 'vault.bin'))).toEqual(before)
    expect(() => vault.setCredentials('no spaces allowed', { apiKey: 'k', apiSecret: 's' })).toThrow(
      /Invalid profile id/,
    )
  })

  it('never lets the canary reach the disk, status(), the log or a notice in plain text', async () => {
    const vault = open()
    vault.setCredentials('ssi-live', { apiKey: CANARY_KEY, apiSecret: CANARY_SECRET })
    vault.setCredentials('other', { apiKey: 'key-other-0001', apiSecret: 'other' })
    vault.clear('other')
    // A restart, then a damaged file and a reset, to exercise the error and notice paths too.
    expect(open().getCredentials('ssi-live')?.apiSecret).toBe(CANARY_SECRET)
    const bytes = await readFile(join(dir, 'vault.bin'))
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1
    await writeFile(join(dir, 'vault.bin'), bytes)
    open().setCredentials('ssi-live', { apiKey: CANARY_KEY, apiSecret: CANARY_SECRET })

    const status = vault.status('ssi-live')
    expect(status).toEqual({ hasKey: true, keyHint: '4b1c' })
    const seen = [
      ...(await allFileBytes(dir)),
      Buffer.from(JSON.stringify(status)),
      Buffer.from(JSON.stringify(logs)),
      Buffer.from(JSON.stringify(notices)),
    ]
    expect(seen.length).toBeGreaterThanOrEqual(6) // key, vault.bin, the backup, status, logs, notices
    expect(logs.map((l) => l.event)).toContain('credentials-set')
    expect(notices.map((n) => n.kind)).toEqual(['vault-reset'])
    for (const canary of [CANARY_SECRET, CANARY_KEY]) {
      for (const chunk of seen) expect(containsCanary(chunk, canary)).toBe(false)
    }
  })

  it('hints at most the last 4 characters and never more than a quarter of the key', () => {
    expect(keyHint('0123456789abcdef')).toBe('cdef')
    expect(keyHint('abcdefgh')).toBe('gh')
    expect(keyHint('abc')).toBeNull()
  })
})

describe('vault when secrets cannot be stored securely', () => {
  it.skipIf(!posix)('keeps credentials for the session only, and never touches vault.bin', async () => {
    open().setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const before = await readFile(join(dir, 'vault.bin'))
    await chmod(join(dir, 'vault.key'), 0o644)

    const vault = open()
    expect(vault.persistent).toBe(false)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ kind: 'vault-unavailable' })
    expect(notices[0]?.message).toMatch(/mode 0644.*session only/)
    // The stored key is not readable now, but it was not thrown away either.
    expect(vault.getCredentials('p')).toBeNull()
    vault.setCredentials('p', { apiKey: 'key-0002', apiSecret: 'session' })
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0002', apiSecret: 'session' })
    expect(await readFile(join(dir, 'vault.bin'))).toEqual(before)

    await chmod(join(dir, 'vault.key'), 0o600)
    expect(open().getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'secret' })
  })

  it('treats a cipher that reports itself unavailable (safeStorage on basic_text) the same way', async () => {
    const unavailable: SecretCipher = {
      isAvailable: () => false,
      unavailableReason: () => 'the OS keyring is not available',
      encrypt: () => {
        throw new Error('must not be called')
      },
      decrypt: () => {
        throw new Error('must not be called')
      },
    }
    const vault = open({ cipher: unavailable })
    vault.setCredentials('p', { apiKey: 'key-0000-0000-0001', apiSecret: 'secret' })
    expect(vault.status('p')).toEqual({ hasKey: true, keyHint: '0001' })
    expect(notices).toEqual([
      {
        kind: 'vault-unavailable',
        message:
          'API keys cannot be stored securely on this computer (the OS keyring is not available). Keys you enter are kept for this session only.',
      },
    ])
    expect(await readdir(dir)).toEqual([])
  })
})

describe('vault survives a damaged vault.bin', () => {
  async function expectReset(reason: RegExp, original: Buffer | null) {
    const vault = open()
    expect(notices).toHaveLength(1)
    const notice = notices[0]!
    expect(notice.kind).toBe('vault-reset')
    expect(notice.message).toMatch(reason)
    expect(notice).toMatchObject({ backupPath: join(dir, backupName) })
    if (original !== null) expect(await readFile(join(dir, backupName))).toEqual(original)
    expect(vault.persistent).toBe(true)
    expect(vault.status('p')).toEqual({ hasKey: false, keyHint: null })
    vault.setCredentials('p', { apiKey: 'key-0009', apiSecret: 'fresh' })
    expect(open().getCredentials('p')).toEqual({ apiKey: 'key-0009', apiSecret: 'fresh' })
    expect(notices).toHaveLength(1)
  }

  async function writeVaultBin(bytes: Buffer) {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await writeFile(join(dir, 'vault.bin'), bytes, { mode: 0o600 })
  }

  it('moves aside bytes that are not a vault', async () => {
    const bytes = Buffer.from('{"apiKey": "this is not how a vault looks"}')
    await writeVaultBin(bytes)
    await expectReset(/not a vault file/, bytes)
  })

  it('moves aside a vault that was tampered with', async () => {
    open().setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const bytes = await readFile(join(dir, 'vault.bin'))
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0x40
    await writeVaultBin(bytes)
    await expectReset(/failed authentication/, bytes)
  })

  it('moves aside a vault whose key was lost (kept, to recover with the old key)', async () => {
    open().setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const bytes = await readFile(join(dir, 'vault.bin'))
    await rm(join(dir, 'vault.key'))
    await expectReset(/encrypted with another key/, bytes)
  })

  it('moves aside a vault that decrypts to the wrong shape', async () => {
    const cipher = fileKeyCipher({ dir })
    const wrong = encodeVault({ version: 1, profiles: { p: { apiKey: 'k' } } } as never, cipher)
    await writeVaultBin(wrong)
    await expectReset(/wrong shape \(at profiles\.p\.apiSecret\)/, wrong)
  })

  it('moves aside an empty file', async () => {
    await writeVaultBin(Buffer.alloc(0))
    await expectReset(/not a vault file/, Buffer.alloc(0))
  })

  it('moves aside something that cannot be read as a file', async () => {
    await mkdir(join(dir, 'vault.bin'), { recursive: true })
    await expectReset(/cannot be read: EISDIR/, null)
  })
})
