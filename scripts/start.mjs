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
const args = process.argv.slice(2).filter((a) => a !== '--rebuild')
const electron = findElectronBinary(root)

function fail(err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}

if (electron.found) {
  await ensureBuilt(root, ['app'], { force }).catch(fail)
  process.exit(await run(electron.binary, [root], { cwd: root }))
}
console.log(`Electron is not available here (${electron.reason}); starting the web shell instead.`)
// The shell's own code first: it binds its address and spawns the browser at once, then serves the
// renderer once its build (if any) is done, so that the browser starts while the renderer builds.
await ensureBuilt(root, ['web-core'], { force }).catch(fail)
// Checked (a stat of ~400 files) and built after the shell spawned the browser: a macrotask runs
// after the binding and the spawn, which take only microtasks (run-web-shell.ts).
const renderer = new Promise(setImmediate).then(() => ensureBuilt(root, ['renderer'], { force }))
renderer.catch(fail)
// In this process: no second Node start.
const { runWebShell } = await import(pathToFileURL(resolve(root, WEB_CORE_ENTRY)).href)
await runWebShell({ args, rendererReady: renderer.then(() => undefined) })
