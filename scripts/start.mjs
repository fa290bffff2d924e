#!/usr/bin/env node
// `npm start`: the Electron app on the embedded simulator; where no Electron binary can be had,
// the same app in the loopback web shell (opened in a Chromium app window when one is found).
// Builds only what changed since the last build (see lib/ensure-built.mjs); `--rebuild` forces it.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { findElectronBinary } from './lib/electron-binary.mjs'
import { ensureBuilt, WEB_CORE_ENTRY } from './lib/ensure-built.mjs'
import { run } from './lib/run.mjs'

const root = resolve(import.meta.dirname, '..')
const force = process.argv.includes('--rebuild')
const electron = findElectronBinary(root)
try {
  await ensureBuilt(root, electron.found ? ['app'] : ['renderer', 'web-core'], { force })
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
if (electron.found) {
  process.exit(await run(electron.binary, [root], { cwd: root }))
}
console.log(`Electron is not available here (${electron.reason}); starting the web shell instead.`)
// In this process: the built shell reads its options from process.argv as `npm run web` would.
process.argv = process.argv.filter((a) => a !== '--rebuild')
await import(pathToFileURL(resolve(root, WEB_CORE_ENTRY)).href)
