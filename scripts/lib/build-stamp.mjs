// Whether a build in out/ was made from the sources as they are now: a SHA-256 over the content
// (not the mtimes: a checkout, a stash or an editor's save-without-change touch files without
// changing what the build would be) of every input, package-lock included (a dependency's version
// is an input too).
//
// Hashing the whole tree (about 6 MB) took a fifth of a second of every start on a loaded machine,
// before the browser could be spawned. So the stamp also keeps each input's size and modification
// time as they were when its digest was taken: while none of them moved, no content moved either
// (git's index works so), and the check is a stat of each file. Anything else (a file added, gone,
// touched, or changed so close to the stamp that its time cannot tell, git's "racy" case) falls back
// to the digest, which decides; a touched file whose content is the same costs no build.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Tests and their helpers are not in any build, so editing them does not cost a rebuild. */
const NOT_AN_INPUT = /\.test\.tsx?$|(^|\/)testing\//

/** A file modified this close to the stamp may have changed again within the same clock tick. */
const RACY_MS = 2_000

/** The inputs' paths, relative to `root`, in a fixed order. */
export function listInputs(root, { folders, files }) {
  const paths = []
  for (const folder of folders) {
    const dir = join(root, folder)
    if (!existsSync(dir)) continue
    paths.push(
      ...readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        .filter((path) => !NOT_AN_INPUT.test(path))
        .sort(),
    )
  }
  for (const file of files) if (existsSync(join(root, file))) paths.push(file)
  return paths
}

/** SHA-256 (hex) of the named folders' files and of the named files, by path and content. */
export function digestInputs(root, target, paths = listInputs(root, target)) {
  const hash = createHash('sha256')
  for (const path of paths) {
    hash.update(`${path}\0`)
    hash.update(readFileSync(join(root, path)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

const statsOf = (root, paths) =>
  paths.map((path) => {
    const info = statSync(join(root, path))
    return [path, info.size, info.mtimeMs]
  })

function readStamp(stampFile) {
  try {
    const text = readFileSync(stampFile, 'utf8').trim()
    // The stamp's first form, a bare digest: decided by the content, then renewed in this form.
    if (/^[0-9a-f]{64}$/.test(text)) return { digest: text, takenAt: 0, files: [] }
    const stamp = JSON.parse(text)
    return typeof stamp?.digest === 'string' && Array.isArray(stamp.files) ? stamp : undefined
  } catch {
    return undefined
  }
}

/** No input moved since the stamp's digest was taken, and none was modified racily close to it. */
function statsMatch(stamp, stats) {
  if (stamp.files.length !== stats.length || typeof stamp.takenAt !== 'number') return false
  return stats.every(([path, size, mtimeMs], i) => {
    const [was, wasSize, wasMtime] = stamp.files[i]
    return was === path && wasSize === size && wasMtime === mtimeMs && mtimeMs < stamp.takenAt - RACY_MS
  })
}

/**
 * Whether `target`'s build is current: `fresh`, and `record` to write with writeStamp once a stale
 * build is done (what the inputs were when checked; a file edited during the build is seen next
 * time). A fresh build whose inputs were only touched gets its stamp renewed, so that the next
 * check is a stat again.
 */
export function checkStamp(stampFile, root, target, outputs) {
  const takenAt = Date.now()
  const paths = listInputs(root, target)
  const stats = statsOf(root, paths)
  const stamp = readStamp(stampFile)
  const built = outputs.every((path) => existsSync(path))
  if (built && stamp !== undefined && statsMatch(stamp, stats)) return { fresh: true, record: stamp }
  const record = { digest: digestInputs(root, target, paths), takenAt, files: stats }
  const fresh = built && stamp !== undefined && stamp.digest === record.digest
  if (fresh) writeStamp(stampFile, record)
  return { fresh, record }
}

/**
 * A stamp is written only after its build succeeded, and removed before a build starts, so an
 * interrupted build is never taken for a good one.
 */
export const writeStamp = (stampFile, record) => writeFileSync(stampFile, `${JSON.stringify(record)}\n`)
export const removeStamp = (stampFile) => rmSync(stampFile, { force: true })
