#!/usr/bin/env node
// `npm start`: the Electron app on the embedded simulator; where no Electron binary can be had,
// the same app in the loopback web shell (opened in a Chromium app window when one is found).
import { resolve } from 'node:path'
import { findElectronBinary } from './lib/electron-binary.mjs'
import { npx, run } from './lib/run.mjs'

const root = resolve(import.meta.dirname, '..')
const electron = findElectronBinary(root)
const build = await run(npx, ['electron-vite', 'build', '--logLevel', 'warn'], { cwd: root })
if (build !== 0) process.exit(build)
if (electron.found) {
  process.exit(await run(electron.binary, [root], { cwd: root }))
}
console.log(`Electron is not available here (${electron.reason}); starting the web shell instead.`)
process.exit(
  await run(process.execPath, [resolve(root, 'scripts/web.mjs'), ...process.argv.slice(2)], { cwd: root }),
)
