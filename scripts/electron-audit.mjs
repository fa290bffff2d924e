#!/usr/bin/env node
// `npm run audit:electron`: Doyensec Electronegativity over the Electron-facing sources (main,
// preload and the renderer's index.html with its CSP). It exits 0 even with findings, so this
// script reads its CSV and fails on any. It also waits on a network timeout (it tries to fetch
// Electron's release list), which is why it is not part of `npm test`.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { npx, run } from './lib/run.mjs'

const root = resolve(import.meta.dirname, '..')
const work = mkdtempSync(join(tmpdir(), 'eneg-'))
try {
  cpSync(join(root, 'src-main'), join(work, 'src-main'), { recursive: true })
  cpSync(join(root, 'src-preload'), join(work, 'src-preload'), { recursive: true })
  cpSync(join(root, 'src-renderer/index.html'), join(work, 'index.html'))
  const csv = join(work, 'report.csv')
  const code = await run(npx, [
    '-y',
    '@doyensec/electronegativity@1.10.3',
    '-i',
    work,
    '-e',
    '45.4.1',
    '-r',
    '-o',
    csv,
  ])
  if (code !== 0) process.exit(code)
  const rows = readFileSync(csv, 'utf8').trim().split('\n').slice(1).filter(Boolean)
  if (rows.length > 0) {
    console.error(`Electronegativity: ${rows.length} finding(s)`)
    for (const row of rows) console.error(`  ${row}`)
    process.exit(1)
  }
  console.log('Electronegativity: no findings')
} finally {
  rmSync(work, { recursive: true, force: true })
}
