import { chmod, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileKeyCipher } from './file-key-cipher'
import { VaultDecryptError, VaultKeyError } from './vault-errors'

const posix = process.platform !== 'win32'
let root: string
let dir: string

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cipher-test-'))
  dir = join(root, 'vault')
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('fileKeyCipher', () => {
  it('creates a 32-byte key owner-only, in an owner-only directory, on first use', async () => {
    const cipher = fileKeyCipher({ dir })
    expect(await cipher.availability()).toEqual({ available: true })
    const key = await readFile(join(dir, 'vault.key'))
    expect(key).toHaveLength(32)
    if (posix) {
      expect((await stat(join(dir, 'vault.key'))).mode & 0o777).toBe(0o600)
      expect((await stat(dir)).mode & 0o777).toBe(0o700)
    }
  })

  it('round-trips text, and a second instance on the same directory reads it with the same key', async () => {
    const text = 'Mật khẩu — 秘密 — 🔑'
    const data = await fileKeyCipher({ dir }).encrypt(text)
    // One key for the life of the file: never a request to encrypt again.
    expect(await fileKeyCipher({ dir }).decrypt(data)).toEqual({ text, shouldReEncrypt: false })
  })

  it('writes a versioned envelope with a fresh 96-bit IV each time', async () => {
    const cipher = fileKeyCipher({ dir })
    const a = await cipher.encrypt('same text')
    const b = await cipher.encrypt('same text')
    expect(a[0]).toBe(1)
    expect(a).toHaveLength(1 + 12 + 16 + Buffer.byteLength('same text'))
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false)
    expect(a.equals(b)).toBe(false)
  })

  it.each([
    ['the version byte', 0, /unknown envelope version \(2\)/],
    ['the IV', 5, /failed authentication/],
    ['the tag', 20, /failed authentication/],
    ['the ciphertext', 35, /failed authentication/],
  ])('rejects data whose %s was changed, with no plaintext', async (_what, index, message) => {
    const cipher = fileKeyCipher({ dir })
    const data = await cipher.encrypt('a secret of some length')
    data[index] = data[index]! ^ (index === 0 ? 0x03 : 0x01)
    await expect(cipher.decrypt(data)).rejects.toThrow(VaultDecryptError)
    await expect(cipher.decrypt(data)).rejects.toThrow(message)
  })

  it('rejects truncated data and data encrypted with another key', async () => {
    const cipher = fileKeyCipher({ dir })
    const data = await cipher.encrypt('a secret')
    await expect(cipher.decrypt(data.subarray(0, 20))).rejects.toThrow(/truncated/)
    await expect(cipher.decrypt(data.subarray(0, data.length - 1))).rejects.toThrow(VaultDecryptError)
    const other = fileKeyCipher({ dir: join(root, 'other') })
    await expect(other.decrypt(data)).rejects.toThrow(/another key/)
  })

  it.skipIf(!posix)('refuses a key file that group or others can read, and says how to fix it', async () => {
    await fileKeyCipher({ dir }).availability()
    await chmod(join(dir, 'vault.key'), 0o644)
    const cipher = fileKeyCipher({ dir })
    const refused = await cipher.availability()
    expect(refused.available).toBe(false)
    expect(refused.available ? null : refused.reason).toMatch(
      /can be read by other users \(mode 0644\).*chmod 600/,
    )
    await expect(cipher.encrypt('x')).rejects.toThrow(VaultKeyError)
    // Fixed while running: usable without a restart.
    await chmod(join(dir, 'vault.key'), 0o600)
    expect(await cipher.availability()).toEqual({ available: true })
  })

  it.skipIf(!posix)('tightens a vault directory that others could enter', async () => {
    await mkdir(dir, { mode: 0o755 })
    await chmod(dir, 0o755)
    expect(await fileKeyCipher({ dir }).availability()).toEqual({ available: true })
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
  })

  it('refuses a damaged key file instead of replacing it', async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await writeFile(join(dir, 'vault.key'), Buffer.alloc(7), { mode: 0o600 })
    const cipher = fileKeyCipher({ dir })
    expect(await cipher.availability()).toEqual({
      available: false,
      reason: expect.stringMatching(/damaged \(7 bytes, expected 32\)/),
    })
    expect(await readFile(join(dir, 'vault.key'))).toHaveLength(7)
  })

  it.skipIf(!posix)('refuses a key file that is a symbolic link', async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await writeFile(join(root, 'elsewhere.key'), Buffer.alloc(32), { mode: 0o600 })
    await symlink(join(root, 'elsewhere.key'), join(dir, 'vault.key'))
    const cipher = fileKeyCipher({ dir })
    expect(await cipher.availability()).toEqual({
      available: false,
      reason: expect.stringMatching(/not a regular file/),
    })
  })
})
