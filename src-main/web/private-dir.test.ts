import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensurePrivateDir } from './private-dir'

const roots: string[] = []
const fresh = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'private-dir-'))
  roots.push(root)
  return root
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the app window’s browser profile folder (issue 11 item 12)', () => {
  it('is created 0700 and owned by this user', () => {
    const dir = join(fresh(), 'data', 'browser-profile')
    expect(ensurePrivateDir(dir)).toEqual({ ok: true })
    const info = statSync(dir)
    expect(info.mode & 0o777).toBe(0o700)
    expect(info.uid).toBe(process.getuid?.())
    // Used again as it is.
    expect(ensurePrivateDir(dir)).toEqual({ ok: true })
  })

  it('refuses a folder someone made open to others first', () => {
    const dir = join(fresh(), 'browser-profile')
    mkdirSync(dir)
    chmodSync(dir, 0o777)
    const result = ensurePrivateDir(dir)
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/open to other users.*777/) })
  })

  it('refuses a link planted in its place', () => {
    const root = fresh()
    const elsewhere = join(root, 'attacker')
    mkdirSync(elsewhere, { mode: 0o700 })
    symlinkSync(elsewhere, join(root, 'browser-profile'))
    expect(ensurePrivateDir(join(root, 'browser-profile'))).toMatchObject({ ok: false })
  })

  // Giving a folder to another user takes root; elsewhere the mode check above covers the same attack.
  it.runIf(process.getuid?.() === 0)('refuses a folder owned by another user, even 0700', () => {
    const dir = join(fresh(), 'browser-profile')
    mkdirSync(dir, { mode: 0o700 })
    chownSync(dir, 12345, 12345)
    expect(ensurePrivateDir(dir)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('another user'),
    })
  })
})
