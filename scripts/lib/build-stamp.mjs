// Whether a build in out/ was made from the sources as they are now: a SHA-256 over the content
// (not the mtimes: a checkout, a stash or an editor's save-without-change touch files without
// changing what the build would be) of every input, package-lock included (a dependency's version
// is an input too). About 50 ms for the whole tree.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Tests and their helpers are not in any build, so editing them does not cost a rebuild. */
const NOT_AN_INPUT = /\.test\.tsx?$|(^|\/)testing\//

/** SHA-256 (hex) of the named folders' files and of the named files, by path and content. */
export function digestInputs(root, { folders, files }) {
  const hash = createHash('sha256')
  const add = (path) => {
    hash.update(`${relative(root, path)}\0`)
    hash.update(readFileSync(path))
    hash.update('\0')
  }
  for (const folder of folders) {
    const dir = join(root, folder)
    if (!existsSync(dir)) continue
    const paths = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !NOT_AN_INPUT.test(relative(root, path)))
      .sort()
    for (const path of paths) add(path)
  }
  for (const file of files) {
    const path = join(root, file)
    if (existsSync(path)) add(path)
  }
  return hash.digest('hex')
}

/**
 * A stamp is written only after its build succeeded, and removed before a build starts, so an
 * interrupted build is never taken for a good one.
 */
export function stampMatches(stampFile, digest, outputs) {
  if (!outputs.every((path) => existsSync(path))) return false
  try {
    return readFileSync(stampFile, 'utf8').trim() === digest
  } catch {
    return false
  }
}

export const writeStamp = (stampFile, digest) => writeFileSync(stampFile, `${digest}\n`)
export const removeStamp = (stampFile) => rmSync(stampFile, { force: true })
