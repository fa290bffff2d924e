import { randomBytes } from 'node:crypto'
import { open, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Writes `data` to `path` so that a reader (or a crash) sees either the old file or the whole new one,
 * never half of it: a temp file created owner-only in the same directory, flushed, then renamed over
 * the target. The temp file is created with `mode` from the start, so the bytes are never readable by
 * others, not even for a moment. Asynchronous so the fsyncs do not stall Electron's main process; the
 * caller serialises writes to one path (each has its own temp name, but the last rename would win).
 */
export async function writeFileAtomic(path: string, data: Buffer, mode = 0o600): Promise<void> {
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    const handle = await open(temp, 'wx', mode)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  await syncDirectory(dirname(path))
}

/** Makes the rename itself durable on POSIX; Windows cannot open a directory, and does not need to. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return
  try {
    const handle = await open(dir, 'r')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
  } catch {
    // Durability of the rename is best effort; the data itself was flushed.
  }
}
