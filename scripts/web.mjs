#!/usr/bin/env node
// `npm run web -- [--port P] [--no-open] [--seed S] [--data-dir D] [--rebuild]`: builds what changed
// (the renderer and the shell's core, see lib/ensure-built.mjs), then runs the loopback web shell on
// the embedded simulator, opens it in a Chromium app window or prints a one-time link. With
// `--renderer DIR` the given renderer build is served as it is (only the shell's core is built).
// As in start.mjs, the renderer builds while the shell binds, spawns the browser and loads the core
// (lib/run-built-web-shell.mjs).
import { resolve } from 'node:path'
import { runBuiltWebShell } from './lib/run-built-web-shell.mjs'

const root = resolve(import.meta.dirname, '..')
const force = process.argv.includes('--rebuild')
const args = process.argv.slice(2).filter((a) => a !== '--rebuild')
const ownRenderer = args.some((a) => a === '--renderer' || a.startsWith('--renderer='))
await runBuiltWebShell(root, args, { force, buildRenderer: !ownRenderer })
