import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Writes `data` to `path` so that a reader (or a crash) sees either the old file or the whole new one,
 * never half of it: a temp file created owner-only in the same directory, flushed, then renamed over
 * the target. The temp file is created with `mode` from the start, so the bytes are never readable by
 * others, not even for a moment.
 */
export function writeFileAtomicSync(path: string, data: Buffer, mode = 0o600): void {
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const fd = openSync(temp, 'wx', mode)
    try {
      writeFileSync(fd, data)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
  syncDirectory(dirname(path))
}

/** Makes the rename itself durable on POSIX; Windows cannot open a directory, and does not need to. */
function syncDirectory(dir: string): void {
  if (process.platform === 'win32') return
  try {
    const fd = openSync(dir, 'r')
    try {
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
  } catch {
    // Durability of the rename is best effort; the data itself was flushed.
  }
}
