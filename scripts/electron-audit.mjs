#!/usr/bin/env node
// `npm run audit:electron`: Doyensec Electronegativity over what we write and what we ship: the
// Electron-facing sources (main, preload and the renderer's index.html with its CSP), then the built
// out/ (main, preload, renderer) after a fresh build, since a bundler can change what the scanner
// sees. Each is scanned on its own, so a global check satisfied in one cannot hide its absence in
// the other. Electronegativity exits 0 even with findings, so this script reads its CSV and fails on
// any. It waits on a network timeout each run (it tries to fetch Electron's release list), which is
// why it is not part of `npm test`.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { npx, run } from './lib/run.mjs'

const root = resolve(import.meta.dirname, '..')
const electronVersion = JSON.parse(
  readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
).version

/** Copies `entries` ([from, to] relative to the root and the scan folder) and scans them; the findings. */
async function scan(name, entries) {
  const work = mkdtempSync(join(tmpdir(), `eneg-${name}-`))
  try {
    for (const [from, to] of entries) cpSync(join(root, from), join(work, 'input', to), { recursive: true })
    const csv = join(work, 'report.csv')
    const args = [
      '-y',
      '@doyensec/electronegativity@1.10.3',
      '-i',
      join(work, 'input'),
      '-e',
      electronVersion,
    ]
    const code = await run(npx, [...args, '-r', '-o', csv])
    if (code !== 0) throw new Error(`Electronegativity exited with ${code} on ${name}`)
    return readFileSync(csv, 'utf8').trim().split('\n').slice(1).filter(Boolean)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

if ((await run(npx, ['electron-vite', 'build'], { cwd: root })) !== 0) process.exit(1)

const findings = {
  sources: await scan('sources', [
    ['src-main', 'src-main'],
    ['src-preload', 'src-preload'],
    ['src-renderer/index.html', 'index.html'],
  ]),
  // What Electron ships; out/web is the web shell's bundle of src-main (scanned as sources above).
  'out/': await scan('out', [
    ['out/main', 'out/main'],
    ['out/preload', 'out/preload'],
    ['out/renderer', 'out/renderer'],
  ]),
}

let failed = false
for (const [what, rows] of Object.entries(findings)) {
  if (rows.length === 0) {
    console.log(`Electronegativity, ${what}: no findings`)
    continue
  }
  failed = true
  console.error(`Electronegativity, ${what}: ${rows.length} finding(s)`)
  for (const row of rows) console.error(`  ${row}`)
}
if (failed) process.exit(1)
