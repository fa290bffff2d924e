#!/usr/bin/env node
// `npm test`: the checks, the unit tests, the build and the end-to-end specs, as CI and a new user run
// them. The stages before the end-to-end ones do not depend on one another, so they run two at a
// time (the longest first), each one's output held back and printed whole when it ends, so two
// stages never interleave their lines. The end-to-end specs run last and alone: they drive a browser
// against a live simulator, and sharing the cores with a type-check would only slow them down.
// Every stage's wall time is printed beside the machine's load, for comparing runs.
// `node scripts/test.mjs --serial` runs one stage at a time, for timing each alone.
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const serial = process.argv.includes('--serial')

/** Longest first, so the short ones fill in beside them. */
const parallelStages = [
  ['unit tests', 'test:unit'],
  ['type-check', 'typecheck'],
  ['lint', 'lint'],
  ['build', 'build'],
  ['format', 'format:check'],
  ['dependency rules', 'check:deps'],
]
const lastStage = ['end-to-end', 'test:e2e']

const load = () => loadavg()[0].toFixed(1)
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1)

/** Runs one npm script; `live` streams its output, otherwise it is printed whole at the end. */
function runStage([name, script], live) {
  const started = performance.now()
  console.log(`▶ ${name} (npm run ${script}) · load ${load()}`)
  return new Promise((done) => {
    const child = spawn(npm, ['run', '--silent', script], {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code, signal) => {
      const ok = code === 0
      if (output.length > 0) process.stdout.write(Buffer.concat(output))
      console.log(
        `${ok ? '✔' : '✘'} ${name}: ${seconds(started)} s · load ${load()}${ok ? '' : ` (exit ${code ?? signal})`}`,
      )
      done({ name, ok, seconds: seconds(started) })
    })
  })
}

const started = performance.now()
console.log(`npm test on ${availableParallelism()} cores · load ${load()}`)
const queue = [...parallelStages]
const results = []
let failed = false
async function lane() {
  while (!failed && queue.length > 0) {
    const result = await runStage(queue.shift(), serial)
    results.push(result)
    if (!result.ok) failed = true
  }
}
await Promise.all(serial ? [lane()] : [lane(), lane()])
if (!failed) results.push(await runStage(lastStage, true))

const failures = results.filter((r) => !r.ok).map((r) => r.name)
console.log(
  `\n${failures.length === 0 && results.length === parallelStages.length + 1 ? 'All passed' : `Failed: ${failures.join(', ')}`} in ${seconds(started)} s · load ${load()}`,
)
console.log(results.map((r) => `  ${r.name} ${r.seconds} s`).join('\n'))
process.exit(failures.length === 0 ? 0 : 1)
