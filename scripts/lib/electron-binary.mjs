// Finds the Electron binary without triggering Electron 45's lazy download (which fails offline).
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export function findElectronBinary(root = resolve(import.meta.dirname, '../..')) {
  const pkg = join(root, 'node_modules/electron')
  if (!existsSync(pkg)) return { found: false, reason: 'the electron package is not installed' }
  const pathFile = join(pkg, 'path.txt')
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined
  if (override) {
    const binary = join(override, relative ?? 'electron')
    return existsSync(binary) ? { found: true, binary } : { found: false, reason: `no binary at ${binary}` }
  }
  if (!relative)
    return { found: false, reason: 'the Electron binary was never downloaded (no network to fetch it here)' }
  const binary = join(pkg, 'dist', relative)
  return existsSync(binary) ? { found: true, binary } : { found: false, reason: `no binary at ${binary}` }
}
