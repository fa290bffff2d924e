#!/usr/bin/env node
// `npm start`: the Electron app on the embedded simulator; where no Electron binary can be had,
// the same app in the loopback web shell (opened in a Chromium app window when one is found).
// Builds only what changed since the last build (see lib/ensure-built.mjs); `--rebuild` forces it.
import { resolve } from 'node:path'
import { findElectronBinary } from './lib/electron-binary.mjs'
import { ensureBuilt } from './lib/ensure-built.mjs'
import { run } from './lib/run.mjs'
import { fail, runBuiltWebShell } from './lib/run-built-web-shell.mjs'

const root = resolve(import.meta.dirname, '..')
const force = process.argv.includes('--rebuild')
const args = process.argv.slice(2).filter((a) => a !== '--rebuild')
const electron = findElectronBinary(root)

if (electron.found) {
  await ensureBuilt(root, ['app'], { force }).catch(fail)
  process.exit(await run(electron.binary, [root], { cwd: root }))
}
console.log(`Electron is not available here (${electron.reason}); starting the web shell instead.`)
await runBuiltWebShell(root, args, { force, buildRenderer: true })
