/**
 * Load figures of the simulator's tickerCommons: the whole HOSE basket (`index=1`) and a three-symbol
 * `tickers` query. The simulator runs as a child process so it has a core of its own and the load
 * generator (autocannon) does not share its event loop.
 *
 * Then storm mode: the simulator emits `--storm-rate` row updates per second for `--storm-seconds`
 * (the issue asks for ten minutes: `--storm-seconds 600`) while a client polls the HOSE basket, and
 * the child's resident memory is sampled.
 *
 *   npx tsx bench/sim-ticker-commons.ts [--duration 10] [--connections 20] [--storm-seconds 60] [--storm-rate 20000]
 */
import { readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import { parseArgs } from 'node:util'
import { newControlToken, SIM_CONTROL_ENV, simControlFetch } from '../src-sim/kit/control/control-client'

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  throughput: { average: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  pipelining?: number
}) => Promise<AutocannonResult>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    'storm-seconds': { type: 'string', default: '60' },
    'storm-rate': { type: 'string', default: '20000' },
  },
})
const stormSeconds = Number(values['storm-seconds'])
const stormRate = Number(values['storm-rate'])
const duration = Number(values.duration)
const connections = Number(values.connections)

function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return 0
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match?.[1] === undefined ? 0 : Number(match[1]) / 1024
}

async function startChild(): Promise<{ url: string; pid: number | undefined; stop: () => void }> {
  // The child inherits it and so does `simControlFetch` here: the storm calls need the control token.
  process.env[SIM_CONTROL_ENV] ??= newControlToken()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-sim/cli.ts', '--port', '0', '--seed', '1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      const match = /http:\/\/[^\s]+/.exec(buffer)
      if (match) resolve(match[0])
    })
    child.on('exit', (code) => reject(new Error(`simulator exited with ${code}`)))
  })
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') }
}

async function run(label: string, url: string): Promise<void> {
  const body = await (await fetch(url)).text()
  await autocannon({ url, connections, duration: 2 }) // warm-up
  const r = await autocannon({ url, connections, duration })
  console.log(
    `${label.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(3)} ms  ` +
      `body ${(body.length / 1024).toFixed(1)} KiB  ${(r.throughput.average / 1048576).toFixed(1)} MiB/s  non-2xx ${r.non2xx}  errors ${r.errors}`,
  )
}

async function storm(url: string, pid: number | undefined): Promise<void> {
  if (stormSeconds <= 0) return
  const post = (body: unknown): Promise<Response> =>
    simControlFetch(url, '/storm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const startRss = rssMiB(pid)
  await post({ updatesPerSecond: stormRate })
  const first = (await (await fetch(`${url}/tartarus/v1/tickerCommons?index=1`)).json()) as {
    data: { totalVol: number }[]
  }
  let peak = startRss
  let polls = 0
  const started = Date.now()
  while (Date.now() - started < stormSeconds * 1000) {
    await (await fetch(`${url}/tartarus/v1/tickerCommons?index=1`)).arrayBuffer()
    polls++
    peak = Math.max(peak, rssMiB(pid))
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const last = (await (await fetch(`${url}/tartarus/v1/tickerCommons?index=1`)).json()) as {
    data: { totalVol: number }[]
  }
  const changed = last.data.filter((r, i) => r.totalVol !== first.data[i]?.totalVol).length
  const loaded = await autocannon({
    url: `${url}/tartarus/v1/tickerCommons?index=1`,
    connections,
    duration: 5,
  })
  await post({ updatesPerSecond: 0 })
  console.log(
    `storm ${stormRate}/s for ${stormSeconds} s: RSS ${startRss.toFixed(0)} MiB before, ${rssMiB(pid).toFixed(0)} MiB after, ` +
      `peak ${peak.toFixed(0)} MiB; ${changed}/${last.data.length} HOSE rows traded; ${polls} polls; ` +
      `index=1 under storm ${loaded.requests.average.toFixed(0)} req/s p50 ${loaded.latency.p50} ms p99 ${loaded.latency.p99} ms`,
  )
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
console.log(
  `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${os.platform()} ${os.release()}`,
)
console.log(`autocannon: ${connections} connections, ${duration} s per case, simulator in a child process`)
const sim = await startChild()
try {
  await run('tickerCommons?index=1 (HOSE)', `${sim.url}/tartarus/v1/tickerCommons?index=1`)
  await run('tickerCommons?tickers=3', `${sim.url}/tartarus/v1/tickerCommons?tickers=FPT,VNM,HPG`)
  await run('tickerCommons?index=2 (VN30)', `${sim.url}/tartarus/v1/tickerCommons?index=2`)
  await storm(sim.url, sim.pid)
} finally {
  sim.stop()
}
