#!/usr/bin/env node
// Enforces the architecture's import rules (docs/architecture.md, "Dependency rules"):
// - src-shared imports no other folder of ours and no Node or DOM module;
// - src-main/core never imports electron (or electron-store, which loads electron);
// - only src-main/shell imports electron;
// - src-renderer never imports src-main or src-sim;
// - src-sim never imports src-main.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, dirname } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const sourceDirs = ['src-shared', 'src-main', 'src-sim', 'src-renderer', 'src-preload']
const importRe =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path
  }
}

const nodeBuiltins =
  /^(node:|fs$|path$|os$|crypto$|http$|https$|net$|child_process$|url$|stream$|events$|util$|zlib$|worker_threads$)/
const domGlobals = /\b(window|document|navigator|localStorage|sessionStorage|HTMLElement)\s*[.[]/

const violations = []
for (const dir of sourceDirs) {
  const abs = join(root, dir)
  try {
    statSync(abs)
  } catch {
    continue
  }
  for (const file of walk(abs)) {
    const rel = relative(root, file)
    const text = readFileSync(file, 'utf8')
    const isTest = /\.test\.tsx?$/.test(file)
    for (const m of text.matchAll(importRe)) {
      const spec = m[1] ?? m[2]
      const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : spec
      const fail = (why) => violations.push(`${rel}: imports '${spec}': ${why}`)
      const isElectron = spec === 'electron' || spec.startsWith('electron/') || spec === 'electron-store'
      if (rel.startsWith('src-shared/')) {
        if (!isTest && /^src-(main|sim|renderer|preload)\//.test(target))
          fail('src-shared imports nothing of ours')
        if (!isTest && nodeBuiltins.test(spec)) fail('src-shared uses no Node API')
        if (isElectron || /^react/.test(spec)) fail('src-shared is runtime-free')
      }
      if (
        isElectron &&
        !rel.startsWith('src-main/shell/') &&
        !rel.startsWith('src-preload/') &&
        rel !== 'src-main/index.ts'
      )
        fail('only src-main/shell (and the preload) may import electron')
      if (rel.startsWith('src-renderer/') && /^src-(main|sim)\//.test(target))
        fail('the renderer reaches the main process only through the bridge')
      if (rel.startsWith('src-sim/') && /^src-main\//.test(target))
        fail('the simulator never imports the client')
      if (rel.startsWith('src-main/core/') && /^src-main\/(shell|web)\//.test(target))
        fail('the core knows neither shell')
    }
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '')
    if (rel.startsWith('src-shared/') && !isTest && domGlobals.test(code)) {
      violations.push(`${rel}: uses a DOM global; src-shared is runtime-free`)
    }
  }
}

if (violations.length > 0) {
  console.error(`Dependency rules: ${violations.length} violation(s)`)
  for (const v of violations) console.error(`  ${v}`)
  process.exit(1)
}
console.log('Dependency rules: ok')
