/**
 * What the embedded simulator costs the core's start (issue 24 point 2): in a fresh Node process per
 * run, the import of `src-sim/server.ts`, then `startSimulator` until it listens, then the first
 * board read (`tickerCommons?index=1`, the HOSE basket). This build and a baseline worktree take turns
 * in the same run, so a loaded machine slows both alike; medians of `--runs` runs each, and the ratio.
 *
 *   npx tsx bench/sim-start.ts [--baseline /work/wt/cadceca] [--runs 7] [--cpu-prof DIR]
 *
 * `--cpu-prof DIR` writes one V8 profile per run of this build into DIR (for `chrome://inspect`).
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { DEFAULT_BASELINE } from './bench-builds'
import { load, machineLine, median } from './machine'

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', default: DEFAULT_BASELINE },
    runs: { type: 'string', default: '7' },
    'cpu-prof': { type: 'string' },
  },
})

interface StartFigures {
  importMs: number
  startMs: number
  boardMs: number
}

/** Runs in the child, under the build's own tsx; prints one JSON line of figures. */
const childScript = (root: string): string => `
const t0 = performance.now()
const { startSimulator } = await import(${JSON.stringify(pathToFileURL(resolve(root, 'src-sim/server.ts')).href)})
const t1 = performance.now()
const sim = await startSimulator({ port: 0, seed: 1, control: false })
const t2 = performance.now()
await (await fetch(sim.url + '/tartarus/v1/tickerCommons?index=1')).arrayBuffer()
const t3 = performance.now()
console.log(JSON.stringify({ importMs: t1 - t0, startMs: t2 - t1, boardMs: t3 - t2 }))
await sim.close()
`

function runOnce(root: string, profileDir: string | undefined): Promise<StartFigures> {
  const args = ['--import', 'tsx', '--input-type=module']
  if (profileDir !== undefined) args.push('--cpu-prof', '--cpu-prof-dir', profileDir)
  const child = spawn(process.execPath, [...args, '-e', childScript(root)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((done, fail) => {
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || line === '') fail(new Error(`${root}: exited with ${code}`))
      else done(JSON.parse(line) as StartFigures)
    })
  })
}

const builds = [
  { name: 'this build', root: resolve(import.meta.dirname, '..') },
  { name: 'baseline', root: resolve(values.baseline) },
]
const runs = Number(values.runs)
const figures = new Map<string, StartFigures[]>(builds.map((b) => [b.name, []]))

console.log(machineLine())
console.log(`load before: ${load()}`)
// One untimed run each, so tsx's transform cache is warm for both builds.
for (const build of builds) await runOnce(build.root, undefined)
for (let i = 0; i < runs; i++) {
  for (const build of builds) {
    const profile = build.name === 'this build' ? values['cpu-prof'] : undefined
    figures.get(build.name)?.push(await runOnce(build.root, profile))
  }
}
console.log(`load after: ${load()}`)

const med = (name: string, key: keyof StartFigures): number =>
  median((figures.get(name) ?? []).map((f) => f[key]))
const keys: (keyof StartFigures)[] = ['importMs', 'startMs', 'boardMs']
console.log(`medians of ${runs} runs, ms (baseline ${builds[1]?.root})`)
console.log(`${'figure'.padEnd(22)}${'this build'.padStart(12)}${'baseline'.padStart(12)}${'ratio'.padStart(8)}`)
const total = (name: string): number => keys.reduce((sum, k) => sum + med(name, k), 0)
for (const key of keys) {
  const mine = med('this build', key)
  const base = med('baseline', key)
  console.log(`${key.padEnd(22)}${mine.toFixed(0).padStart(12)}${base.toFixed(0).padStart(12)}${(mine / base).toFixed(2).padStart(8)}`)
}
const mine = total('this build')
const base = total('baseline')
console.log(`${'import+start+board'.padEnd(22)}${mine.toFixed(0).padStart(12)}${base.toFixed(0).padStart(12)}${(mine / base).toFixed(2).padStart(8)}`)
