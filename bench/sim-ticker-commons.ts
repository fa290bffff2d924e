/**
 * Load figures of the simulator's tickerCommons: the whole HOSE basket (`index=1`) and a three-symbol
 * `tickers` query. The simulator runs as a child process so it has a core of its own and the load
 * generator (autocannon) does not share its event loop.
 *
 *   npx tsx bench/sim-ticker-commons.ts [--duration 10] [--connections 20]
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import os from 'node:os'
import { parseArgs } from 'node:util'

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
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
})
const duration = Number(values.duration)
const connections = Number(values.connections)

async function startChild(): Promise<{ url: string; stop: () => void }> {
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
  return { url, stop: () => child.kill('SIGTERM') }
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
} finally {
  sim.stop()
}
