/**
 * What the embedded simulator costs the core's start (issue 24 point 2): in a fresh Node process per
 * run, the import of `src-sim/server.ts`, then `startSimulator` until it listens, then the first
 * board read (`tickerCommons?index=1`, the HOSE basket). This build and a baseline worktree take turns
 * in the same run, so a loaded machine slows both alike; medians of `--runs` runs each, and the ratio.
 *
 *   npx tsx bench/sim-start.ts [--baseline /work/wt/cadceca] [--runs 7] [--cpu-prof DIR]
 *
 * `--cpu-prof DIR` writes one V8 profile per run of this build into DIR (for `chrome://inspect`).
 *
 * Before timing, each build answers every GET of its /openapi.json (path parameters filled with
 * FPT / stocks / VNINDEX) with the clock frozen at a fixed moment, then again after the market ran
 * 7.5 simulated minutes, with today's candles of five more symbols read for the first time then;
 * the bench prints whether both builds gave the same bytes (only meaningful against a baseline with
 * the same simulator logic, e.g. this branch's base commit).
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

/** Runs in the child: every answer at a frozen moment and 7.5 minutes later, as one SHA-256. */
const answersScript = (root: string): string => `
import { createHash } from 'node:crypto'
const { startSimulator } = await import(${JSON.stringify(pathToFileURL(resolve(root, 'src-sim/server.ts')).href)})
const sim = await startSimulator({ port: 0, seed: 1, control: false, speed: 0, startTime: '2026-11-20T03:00:00Z' })
const key = sim.context.world.keys.demo.apiKey
const doc = await (await fetch(sim.url + '/openapi.json')).json()
const fill = { symbol: 'FPT', kind: 'stocks', ticker: 'FPT', index: 'VNINDEX' }
const paths = Object.entries(doc.paths)
  .filter(([, ops]) => ops.get !== undefined)
  .map(([path]) => path.replace(/\\{(\\w+)\\}/g, (_, name) => fill[name] ?? 'FPT'))
  .sort()
// Today's candles of a few symbols, read only after the market ran: this build draws their morning then.
const later = []
const from = Date.parse('2026-11-20T01:00:00Z') / 1000
for (const symbol of ['FPT', 'HPG', 'SSI', 'VNM', 'ACV', 'SHS']) {
  for (const resolution of ['1', '5', '60']) {
    later.push('/market/quotes/stocks/' + symbol + '/history?from=' + from + '&to=' + (from + 14400) + '&resolution=' + resolution)
  }
  later.push('/market/quotes/stocks/' + symbol + '/order-book/history')
}
const hash = createHash('sha256')
let count = 0
let ok = 0
for (const round of [0, 1]) {
  if (round === 1) sim.context.world.clock.advance(450_000)
  for (const path of round === 0 ? paths : [...paths, ...later]) {
    const res = await fetch(sim.url + path, { headers: { 'x-svc-apikey': key } })
    hash.update(path + ' ' + res.status + ' ' + (await res.text()) + '\\n')
    count++
    if (res.status === 200) ok++
  }
}
console.log(JSON.stringify({ count, ok, sha256: hash.digest('hex') }))
await sim.close()
`

function runOnce(root: string, profileDir: string | undefined): Promise<StartFigures> {
  return runChild<StartFigures>(root, childScript(root), profileDir)
}

function runChild<T>(root: string, script: string, profileDir: string | undefined): Promise<T> {
  const args = ['--import', 'tsx', '--input-type=module']
  if (profileDir !== undefined) args.push('--cpu-prof', '--cpu-prof-dir', profileDir)
  const child = spawn(process.execPath, [...args, '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  return new Promise((done, fail) => {
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || line === '') fail(new Error(`${root}: exited with ${code}`))
      else done(JSON.parse(line) as T)
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
// The answers first; this also warms tsx's transform cache of both builds before any timed run.
const answers = []
for (const build of builds) {
  answers.push(
    await runChild<{ count: number; ok: number; sha256: string }>(
      build.root,
      answersScript(build.root),
      undefined,
    ),
  )
}
const [mineAnswers, baseAnswers] = answers
console.log(
  `answers: ${mineAnswers?.count} GETs (${mineAnswers?.ok} answered 200), this build ${mineAnswers?.sha256.slice(0, 16)}, baseline ${baseAnswers?.sha256.slice(0, 16)}: ` +
    (mineAnswers?.sha256 === baseAnswers?.sha256 ? 'byte-identical' : 'DIFFERENT'),
)
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
console.log(
  `${'figure'.padEnd(22)}${'this build'.padStart(12)}${'baseline'.padStart(12)}${'ratio'.padStart(8)}`,
)
const total = (name: string): number => keys.reduce((sum, k) => sum + med(name, k), 0)
for (const key of keys) {
  const mine = med('this build', key)
  const base = med('baseline', key)
  console.log(
    `${key.padEnd(22)}${mine.toFixed(0).padStart(12)}${base.toFixed(0).padStart(12)}${(mine / base).toFixed(2).padStart(8)}`,
  )
}
const mine = total('this build')
const base = total('baseline')
console.log(
  `${'import+start+board'.padEnd(22)}${mine.toFixed(0).padStart(12)}${base.toFixed(0).padStart(12)}${(mine / base).toFixed(2).padStart(8)}`,
)
