#!/usr/bin/env node
// `npm run web -- [--port P] [--no-open] [--seed S]`: builds the renderer if needed, then runs the
// loopback web shell on the embedded simulator, opens it in a Chromium app window or prints a
// one-time link. With `--renderer DIR` the given build is served as it is (no build step).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { npx, run } from './lib/run.mjs'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const ownRenderer = args.some((a) => a === '--renderer' || a.startsWith('--renderer='))
if ((!ownRenderer && !existsSync(resolve(root, 'out/renderer/index.html'))) || args.includes('--rebuild')) {
  const code = await run(npx, ['electron-vite', 'build', '--logLevel', 'warn'], { cwd: root })
  if (code !== 0) process.exit(code)
}
const forwarded = args.filter((a) => a !== '--rebuild')
process.exit(await run(npx, ['tsx', 'src-main/web/index.ts', ...forwarded], { cwd: root }))
