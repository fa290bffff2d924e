#!/usr/bin/env node
// `npm run web -- [--port P] [--no-open] [--seed S] [--data-dir D] [--rebuild]`: builds what changed
// (the renderer and the shell's core, see lib/ensure-built.mjs), then runs the loopback web shell on
// the embedded simulator, opens it in a Chromium app window or prints a one-time link. With
// `--renderer DIR` the given renderer build is served as it is (only the shell's core is built).
// As in start.mjs, the renderer builds while the shell binds, spawns the browser and loads the core.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuilt, WEB_CORE_ENTRY } from './lib/ensure-built.mjs'

const root = resolve(import.meta.dirname, '..')
const force = process.argv.includes('--rebuild')
const args = process.argv.slice(2).filter((a) => a !== '--rebuild')
const ownRenderer = args.some((a) => a === '--renderer' || a.startsWith('--renderer='))

function fail(err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}

await ensureBuilt(root, ['web-core'], { force }).catch(fail)
// After the shell spawned the browser (see start.mjs).
const renderer = ownRenderer
  ? Promise.resolve([])
  : new Promise(setImmediate).then(() => ensureBuilt(root, ['renderer'], { force }))
renderer.catch(fail)
// In this process: the built shell.
const { runWebShell } = await import(pathToFileURL(resolve(root, WEB_CORE_ENTRY)).href)
await runWebShell({ args, rendererReady: renderer.then(() => undefined) })
