import { readFile, rename } from 'node:fs/promises'
import { writeFile } from 'atomically'
import {
  WORLD_SNAPSHOT_FORMAT,
  WORLD_SNAPSHOT_VERSION,
  worldSnapshotSchema,
  type WorldSnapshot,
} from './world-snapshot'

export type SnapshotRead =
  | { state: 'loaded'; snapshot: WorldSnapshot }
  | { state: 'none' }
  /** The file could not be used: it was moved to `keptAs` and the world starts fresh. */
  | { state: 'discarded'; reason: string; keptAs: string }

/**
 * Reads the world snapshot at `file`. A missing file is a first start; a file that is not JSON, not
 * a snapshot, of a newer version or of another seed is moved aside (never deleted: it may be
 * wanted back, e.g. after a downgrade) and the caller starts fresh and says so.
 */
export async function readSnapshotFile(file: string, seed: number): Promise<SnapshotRead> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'none' }
    throw err
  }
  const reason = problemOf(text, seed)
  if (typeof reason !== 'string') return { state: 'loaded', snapshot: reason }
  const keptAs = `${file}.bad-${new Date().toISOString().replace(/[:.]/g, '-')}`
  await rename(file, keptAs)
  return { state: 'discarded', reason, keptAs }
}

function problemOf(text: string, seed: number): string | WorldSnapshot {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'the file is not valid JSON (damaged or cut short)'
  }
  const head = body as { format?: unknown; version?: unknown } | null
  if (head?.format !== WORLD_SNAPSHOT_FORMAT) return 'the file is not a demo world snapshot'
  if (typeof head.version === 'number' && head.version > WORLD_SNAPSHOT_VERSION) {
    return `the file was written by a newer version of the app (format ${head.version}, this one reads ${WORLD_SNAPSHOT_VERSION})`
  }
  const parsed = worldSnapshotSchema.safeParse(body)
  if (!parsed.success) return 'the file does not have the expected content'
  if (parsed.data.seed !== seed) return `the file is of another demo world (seed ${parsed.data.seed})`
  return parsed.data
}

/** Replaces `file` in one step (a crash leaves the old snapshot or the new one, never half of one). */
export async function writeSnapshotFile(file: string, snapshot: WorldSnapshot): Promise<void> {
  await writeFile(file, `${JSON.stringify(snapshot)}\n`, { mode: 0o600 })
}
