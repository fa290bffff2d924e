import { existsSync, renameSync } from 'node:fs'

/**
 * Moves a damaged file (or whatever sits at its path) to `<path>.corrupt-<timestamp>` and returns the
 * new path. It is renamed, never deleted, so the user or support can still recover what was in it.
 * The timestamp has no ':' so the name is valid on Windows too. Throws if the rename fails; the caller
 * decides what to do then.
 */
export function moveAside(path: string, now: Date): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  let target = `${path}.corrupt-${stamp}`
  // Two failures in the same millisecond (or a clock set back) must not overwrite an earlier backup.
  for (let n = 1; existsSync(target); n++) target = `${path}.corrupt-${stamp}-${n}`
  renameSync(path, target)
  return target
}
