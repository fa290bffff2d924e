import { chmodSync, mkdirSync, statSync } from 'node:fs'

/** POSIX permission bits are meaningful; on Windows files under the user's profile carry the user's ACL. */
export const posixModes = process.platform !== 'win32'

/**
 * Creates the vault directory readable by the user only (0o700), and tightens it if it already exists
 * with looser bits. The directory is the vault's alone, so changing its mode surprises no one.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  if (!posixModes) return
  const mode = statSync(dir).mode & 0o777
  if ((mode & 0o077) !== 0) chmodSync(dir, 0o700)
}

export function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`
}
