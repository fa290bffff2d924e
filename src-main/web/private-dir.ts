import { lstatSync, mkdirSync } from 'node:fs'

/**
 * A folder only this user can enter, for the app window's browser profile (cookies, cache). It is
 * created 0700; one that already exists is used only if it is a real folder (not a link), owned by
 * this user, and open to no one else. Otherwise another local user could have created it first and
 * read or plant what the browser keeps there.
 */
export function ensurePrivateDir(path: string): { ok: true } | { ok: false; reason: string } {
  try {
    mkdirSync(path, { recursive: true, mode: 0o700 })
  } catch (err) {
    return { ok: false, reason: `cannot create ${path}: ${(err as Error).message}` }
  }
  const info = lstatSync(path)
  if (info.isSymbolicLink() || !info.isDirectory()) return { ok: false, reason: `${path} is not a folder` }
  // No owners or modes to check on Windows; its per-user profile folders are private already.
  if (process.platform === 'win32') return { ok: true }
  const uid = process.getuid?.()
  if (uid !== undefined && info.uid !== uid) {
    return { ok: false, reason: `${path} belongs to another user (uid ${info.uid})` }
  }
  if ((info.mode & 0o077) !== 0) {
    return {
      ok: false,
      reason: `${path} is open to other users (mode ${(info.mode & 0o777).toString(8)}); it must be 700`,
    }
  }
  return { ok: true }
}
