#!/usr/bin/env node
// `npm run web -- [--port P] [--no-open] [--seed S] [--data-dir D] [--rebuild]`: builds what changed
// (the renderer and the shell's core, see lib/ensure-built.mjs), then runs the loopback web shell on
// the embedded simulator, opens it in a Chromium app window or prints a one-time link. With
// `--renderer DIR` the given renderer build is served as it is (only the shell's core is built).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuilt, WEB_CORE_ENTRY } from './lib/ensure-built.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const ownRenderer = args.some((a) => a === '--renderer' || a.startsWith('--renderer='))
try {
  await ensureBuilt(root, ownRenderer ? ['web-core'] : ['renderer', 'web-core'], {
    force: args.includes('--rebuild'),
  })
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
// In this process: the built shell reads its options from process.argv.
process.argv = process.argv.filter((a) => a !== '--rebuild')
await import(pathToFileURL(resolve(root, WEB_CORE_ENTRY)).href)
