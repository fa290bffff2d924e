import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fileKeyCipher } from '../vault/file-key-cipher'
import { openVault, VAULT_FILE_NAME } from '../vault/vault'
import { vaultSessionStore } from './vault-session-store'

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'session-vault-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const open = () => openVault({ dir, cipher: fileKeyCipher({ dir }), onNotice: () => undefined })
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoiMmZhIn0.c2lnbmF0dXJl'

describe('second-factor session in the vault', () => {
  it('survives a restart, encrypted on disk, and goes when the profile’s key is cleared', async () => {
    const vault = await open()
    await vault.setCredentials('live1', { apiKey: 'key-1234', apiSecret: 'secret-5678' })
    await vaultSessionStore(vault, 'live1').save({ token, expiresAt: 1_800_000_000_000 })
    expect((await readFile(join(dir, VAULT_FILE_NAME))).includes(Buffer.from(token))).toBe(false)

    const reopened = await open()
    expect(await vaultSessionStore(reopened, 'live1').load()).toEqual({ token, expiresAt: 1_800_000_000_000 })
    await reopened.clear('live1')
    expect(await vaultSessionStore(await open(), 'live1').load()).toBeNull()
  })

  it('forgets a revoked session', async () => {
    const vault = await open()
    const store = vaultSessionStore(vault, 'live2')
    await store.save({ token, expiresAt: 1 })
    await store.clear()
    expect(await store.load()).toBeNull()
  })
})
