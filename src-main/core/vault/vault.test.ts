import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fileKeyCipher } from './file-key-cipher'
import type { SecretCipher } from './secret-cipher'
import { keyHint, openVault, type VaultLogEntry, type VaultNotice, type VaultOptions } from './vault'
import { VaultInputError, VaultKeyError, VaultUnavailableError } from './vault-errors'
import { encodeVault } from './vault-file'
import { ManualClock } from '../testing/manual-clock'
import { realWait } from '../../../src-shared/testing/real-wait'

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
  openVault({
    dir,
    cipher: fileKeyCipher({ dir }),
    onNotice: (n) => notices.push(n),
    log: (e) => logs.push(e),
    clock: new ManualClock(fixedNow.getTime()),
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
    const vault = await open()
    expect(vault.persistent).toBe(true)
    expect(vault.getCredentials('ssi-live')).toBeNull()
    await vault.setCredentials('ssi-live', { apiKey: '  key-0001-0002-abcd\n', apiSecret: 'secret-1' })
    // Trimmed: a pasted key often carries a newline.
    expect(vault.getCredentials('ssi-live')).toEqual({ apiKey: 'key-0001-0002-abcd', apiSecret: 'secret-1' })

    const reopened = await open()
    expect(reopened.getCredentials('ssi-live')).toEqual({
      apiKey: 'key-0001-0002-abcd',
      apiSecret: 'secret-1',
    })
    expect(reopened.status('ssi-live')).toEqual({ hasKey: true, keyHint: 'abcd' })
    await reopened.clear('ssi-live')
    expect(reopened.status('ssi-live')).toEqual({ hasKey: false, keyHint: null })
    expect((await open()).getCredentials('ssi-live')).toBeNull()
    expect(notices).toEqual([])
  })

  it('keeps profiles apart and replaces a profile’s credentials', async () => {
    const vault = await open()
    await vault.setCredentials('a', { apiKey: 'key-aaaa-1111', apiSecret: 's-a' })
    await vault.setCredentials('b', { apiKey: 'key-bbbb-2222', apiSecret: 's-b' })
    await vault.setCredentials('a', { apiKey: 'key-aaaa-3333', apiSecret: 's-a2' })
    const reopened = await open()
    expect(reopened.getCredentials('a')).toEqual({ apiKey: 'key-aaaa-3333', apiSecret: 's-a2' })
    expect(reopened.getCredentials('b')).toEqual({ apiKey: 'key-bbbb-2222', apiSecret: 's-b' })
  })

  it('does not find inherited names such as "constructor" or "toString"', async () => {
    const vault = await open()
    expect(vault.status('toString')).toEqual({ hasKey: false, keyHint: null })
    expect(vault.getCredentials('constructor')).toBeNull()
    await expect(vault.setCredentials('__proto__', { apiKey: 'k', apiSecret: 's' })).rejects.toThrow(
      /reserved/,
    )
  })

  it.skipIf(!posix)('writes vault.bin owner-only and leaves no temp file behind', async () => {
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    expect((await stat(join(dir, 'vault.bin'))).mode & 0o777).toBe(0o600)
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    expect((await readdir(dir)).sort()).toEqual(['vault.bin', 'vault.key'])
  })

  it('rejects bad input without echoing it, and changes nothing', async () => {
    const vault = await open()
    await vault.setCredentials('p', { apiKey: 'key-0001', apiSecret: 'old' })
    const before = await readFile(join(dir, 'vault.bin'))
    const error: unknown = await vault
      .setCredentials('p', { apiKey: '   ', apiSecret: `${CANARY_SECRET}\u0007` })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VaultInputError)
    expect((error as Error).message).toBe(
      'Invalid credentials: apiKey: cannot be empty; apiSecret: contains control characters',
    )
    expect((error as Error).message).not.toContain(CANARY_SECRET)
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'old' })
    expect(await readFile(join(dir, 'vault.bin'))).toEqual(before)
    await expect(vault.setCredentials('no spaces allowed', { apiKey: 'k', apiSecret: 's' })).rejects.toThrow(
      /Invalid profile id/,
    )
  })

  it('never lets the canary reach the disk, status(), the log or a notice in plain text', async () => {
    const vault = await open()
    await vault.setCredentials('ssi-live', { apiKey: CANARY_KEY, apiSecret: CANARY_SECRET })
    await vault.setCredentials('other', { apiKey: 'key-other-0001', apiSecret: 'other' })
    await vault.clear('other')
    // A restart, then a damaged file and a reset, to exercise the error and notice paths too.
    expect((await open()).getCredentials('ssi-live')?.apiSecret).toBe(CANARY_SECRET)
    const bytes = await readFile(join(dir, 'vault.bin'))
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1
    await writeFile(join(dir, 'vault.bin'), bytes)
    await (await open()).setCredentials('ssi-live', { apiKey: CANARY_KEY, apiSecret: CANARY_SECRET })

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

/** A promise to resolve from outside, to hold a cipher call at a point the test chooses. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/** Waits, on the condition rather than the clock, until `count` encryptions have reached their gate. */
const gatesReached = (gates: readonly unknown[], count: number) =>
  vi.waitFor(() => expect(gates).toHaveLength(count), realWait)

describe('vault writes in flight', () => {
  /**
   * The real file-key cipher, with each encryption held at a gate until the test opens it, and a trace
   * of what was encrypted when, read back from the real ciphertext.
   */
  function heldCipher() {
    const real = fileKeyCipher({ dir })
    const gates: ReturnType<typeof gate>[] = []
    const trace: string[] = []
    const cipher: SecretCipher = {
      availability: () => real.availability(),
      decrypt: (data) => real.decrypt(data),
      async encrypt(plain) {
        const held = gate()
        gates.push(held)
        const ids = Object.keys((JSON.parse(plain) as { profiles: object }).profiles).sort()
        trace.push(`encrypt [${ids.join(',')}]`)
        await held.opened
        return real.encrypt(plain)
      },
    }
    return { cipher, gates, trace }
  }

  it('writes two concurrent saves one after the other, keeping both, and shows neither before its write', async () => {
    const { cipher, gates, trace } = heldCipher()
    const vault = await open({ cipher })
    const first = vault.setCredentials('a', { apiKey: 'key-aaaa-1111', apiSecret: 's-a' })
    const second = vault.setCredentials('b', { apiKey: 'key-bbbb-2222', apiSecret: 's-b' })
    await gatesReached(gates, 1)
    // The second save has not started encrypting: it waits for the first to be on disk.
    expect(trace).toEqual(['encrypt [a]'])
    expect(gates).toHaveLength(1)
    // Nothing is current before it is written.
    expect(vault.status('a').hasKey).toBe(false)
    await expect(readdir(dir)).resolves.not.toContain('vault.bin')

    gates[0]!.open()
    await first
    expect(vault.status('a').hasKey).toBe(true)
    expect(vault.status('b').hasKey).toBe(false)
    expect((await open()).getCredentials('a')).toEqual({ apiKey: 'key-aaaa-1111', apiSecret: 's-a' })
    await gatesReached(gates, 2)
    // Built from what the first save committed, so it does not drop profile a.
    expect(trace).toEqual(['encrypt [a]', 'encrypt [a,b]'])

    gates[1]!.open()
    await second
    const reopened = await open()
    expect(reopened.getCredentials('a')).toEqual({ apiKey: 'key-aaaa-1111', apiSecret: 's-a' })
    expect(reopened.getCredentials('b')).toEqual({ apiKey: 'key-bbbb-2222', apiSecret: 's-b' })
    expect(logs.filter((l) => l.event === 'credentials-set').map((l) => l.profileId)).toEqual(['a', 'b'])
    expect((await readdir(dir)).sort()).toEqual(['vault.bin', 'vault.key'])
  })

  it('clears a profile whose save was still in flight when the clear was asked for', async () => {
    const { cipher, gates } = heldCipher()
    const vault = await open({ cipher })
    const saved = vault.setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const cleared = vault.clear('p')
    await gatesReached(gates, 1)
    gates[0]!.open()
    await saved
    await gatesReached(gates, 2)
    gates[1]!.open()
    await cleared
    expect(vault.getCredentials('p')).toBeNull()
    expect((await open()).getCredentials('p')).toBeNull()
  })

  it('reports a failed write to its caller only, changes nothing, and goes on with the next save', async () => {
    const real = fileKeyCipher({ dir })
    let failNext = false
    const cipher: SecretCipher = {
      availability: () => real.availability(),
      decrypt: (data) => real.decrypt(data),
      encrypt: async (plain) => {
        if (failNext) {
          failNext = false
          throw Object.assign(new Error('disk trouble'), { code: 'ENOSPC' })
        }
        return real.encrypt(plain)
      },
    }
    const vault = await open({ cipher })
    await vault.setCredentials('p', { apiKey: 'key-0001', apiSecret: 'old' })
    const before = await readFile(join(dir, 'vault.bin'))

    failNext = true
    const failed = vault.setCredentials('p', { apiKey: 'key-0002', apiSecret: CANARY_SECRET })
    const next = vault.setCredentials('q', { apiKey: 'key-0003', apiSecret: 'other' })
    const error: unknown = await failed.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(VaultUnavailableError)
    expect((error as Error).message).toBe('The credentials could not be saved (ENOSPC).')
    await next

    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'old' })
    expect(vault.status('q').hasKey).toBe(true)
    expect(await readFile(join(dir, 'vault.bin'))).not.toEqual(before)
    const reopened = await open()
    expect(reopened.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'old' })
    expect(reopened.getCredentials('q')).toEqual({ apiKey: 'key-0003', apiSecret: 'other' })
    expect(logs).toContainEqual({ event: 'write-failed', profileId: 'p', detail: 'ENOSPC' })
    expect(JSON.stringify(logs)).not.toContain(CANARY_SECRET)
  })

  it('refuses a save and a clear when vault.bin cannot be replaced, and keeps memory as on disk', async () => {
    const vault = await open()
    await vault.setCredentials('p', { apiKey: 'key-0001', apiSecret: 'old' })
    // A file where the vault folder was: every write fails, even for root (which ignores modes).
    await rename(dir, `${dir}-away`)
    await writeFile(dir, 'not a folder')
    try {
      await expect(vault.setCredentials('p', { apiKey: 'key-0002', apiSecret: 'new' })).rejects.toThrow(
        VaultUnavailableError,
      )
      await expect(vault.clear('p')).rejects.toThrow(/^The credentials could not be saved \(\w+\)\.$/)
    } finally {
      await rm(dir)
      await rename(`${dir}-away`, dir)
    }
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'old' })
    expect((await open()).getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'old' })
    expect(logs.filter((l) => l.event === 'write-failed')).toHaveLength(2)
  })
})

describe('vault after the cipher rotated its key', () => {
  it('writes vault.bin again with the current key when opening, and keeps its contents', async () => {
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const before = await readFile(join(dir, 'vault.bin'))
    const real = fileKeyCipher({ dir })
    const rotated: SecretCipher = {
      availability: () => real.availability(),
      encrypt: (plain) => real.encrypt(plain),
      decrypt: async (data) => ({ ...(await real.decrypt(data)), shouldReEncrypt: true }),
    }
    logs.length = 0
    const vault = await open({ cipher: rotated })
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'secret' })
    expect(logs.map((l) => l.event)).toEqual(['re-encrypted', 'opened'])
    const after = await readFile(join(dir, 'vault.bin'))
    expect(after.equals(before)).toBe(false)
    expect((await open()).getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'secret' })
    expect(notices).toEqual([])
  })

  it('keeps the old file, still readable, when writing it again fails', async () => {
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const before = await readFile(join(dir, 'vault.bin'))
    const real = fileKeyCipher({ dir })
    const rotated: SecretCipher = {
      availability: () => real.availability(),
      encrypt: () => Promise.reject(new Error('keyring busy')),
      decrypt: async (data) => ({ ...(await real.decrypt(data)), shouldReEncrypt: true }),
    }
    const vault = await open({ cipher: rotated })
    expect(vault.persistent).toBe(true)
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'secret' })
    expect(logs).toContainEqual({ event: 'write-failed', detail: 're-encrypting: Error' })
    expect(await readFile(join(dir, 'vault.bin'))).toEqual(before)
    expect(notices).toEqual([])
  })
})

describe('vault when secrets cannot be stored securely', () => {
  it.skipIf(!posix)('keeps credentials for the session only, and never touches vault.bin', async () => {
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const before = await readFile(join(dir, 'vault.bin'))
    await chmod(join(dir, 'vault.key'), 0o644)

    const vault = await open()
    expect(vault.persistent).toBe(false)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ kind: 'vault-unavailable' })
    expect(notices[0]?.message).toMatch(/mode 0644.*session only/)
    // The stored key is not readable now, but it was not thrown away either.
    expect(vault.getCredentials('p')).toBeNull()
    await vault.setCredentials('p', { apiKey: 'key-0002', apiSecret: 'session' })
    expect(vault.getCredentials('p')).toEqual({ apiKey: 'key-0002', apiSecret: 'session' })
    await vault.clear('p')
    expect(vault.getCredentials('p')).toBeNull()
    expect(await readFile(join(dir, 'vault.bin'))).toEqual(before)

    await chmod(join(dir, 'vault.key'), 0o600)
    expect((await open()).getCredentials('p')).toEqual({ apiKey: 'key-0001', apiSecret: 'secret' })
  })

  it('treats a cipher that reports itself unavailable (safeStorage on basic_text) the same way', async () => {
    const unavailable: SecretCipher = {
      availability: async () => ({ available: false, reason: 'the OS keyring is not available' }),
      encrypt: () => Promise.reject(new Error('must not be called')),
      decrypt: () => Promise.reject(new Error('must not be called')),
    }
    const vault = await open({ cipher: unavailable })
    await vault.setCredentials('p', { apiKey: 'key-0000-0000-0001', apiSecret: 'secret' })
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

  it('treats a cipher whose availability check fails as unavailable, and still opens', async () => {
    const broken: SecretCipher = {
      availability: () => Promise.reject(new TypeError('keyring bridge crashed')),
      encrypt: () => Promise.reject(new Error('must not be called')),
      decrypt: () => Promise.reject(new Error('must not be called')),
    }
    const vault = await open({ cipher: broken })
    expect(vault.persistent).toBe(false)
    expect(notices[0]?.message).toMatch(/encryption could not be checked: TypeError/)
  })

  it('leaves vault.bin in place when the key cannot be reached at decryption (a locked keyring)', async () => {
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const before = await readFile(join(dir, 'vault.bin'))
    const real = fileKeyCipher({ dir })
    const locked: SecretCipher = {
      availability: () => real.availability(),
      encrypt: (plain) => real.encrypt(plain),
      decrypt: () =>
        Promise.reject(new VaultKeyError('The keyring cannot decrypt the saved API keys right now.')),
    }
    const vault = await open({ cipher: locked })
    expect(vault.persistent).toBe(false)
    expect(notices).toEqual([expect.objectContaining({ kind: 'vault-unavailable' })])
    expect((await readdir(dir)).sort()).toEqual(['vault.bin', 'vault.key'])
    expect(await readFile(join(dir, 'vault.bin'))).toEqual(before)
  })
})

describe('vault survives a damaged vault.bin', () => {
  async function expectReset(reason: RegExp, original: Buffer | null) {
    const vault = await open()
    expect(notices).toHaveLength(1)
    const notice = notices[0]!
    expect(notice.kind).toBe('vault-reset')
    expect(notice.message).toMatch(reason)
    expect(notice).toMatchObject({ backupPath: join(dir, backupName) })
    if (original !== null) expect(await readFile(join(dir, backupName))).toEqual(original)
    expect(vault.persistent).toBe(true)
    expect(vault.status('p')).toEqual({ hasKey: false, keyHint: null })
    await vault.setCredentials('p', { apiKey: 'key-0009', apiSecret: 'fresh' })
    expect((await open()).getCredentials('p')).toEqual({ apiKey: 'key-0009', apiSecret: 'fresh' })
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
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const bytes = await readFile(join(dir, 'vault.bin'))
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0x40
    await writeVaultBin(bytes)
    await expectReset(/failed authentication/, bytes)
  })

  it('moves aside a vault whose key was lost (kept, to recover with the old key)', async () => {
    await (await open()).setCredentials('p', { apiKey: 'key-0001', apiSecret: 'secret' })
    const bytes = await readFile(join(dir, 'vault.bin'))
    await rm(join(dir, 'vault.key'))
    await expectReset(/encrypted with another key/, bytes)
  })

  it('moves aside a vault that decrypts to the wrong shape', async () => {
    const cipher = fileKeyCipher({ dir })
    const wrong = await encodeVault({ version: 1, profiles: { p: { apiKey: 'k' } } } as never, cipher)
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
