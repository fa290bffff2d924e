// Latency of one quote change from the simulator to the bridge stream (issue 4), through the
// whole stack: simulator → HTTP poll → diff → router → web shell WebSocket → client.
// A probe watches the simulator's market in-process every 2 ms and notes when each (symbol,
// totalVol) value first exists; a delta carrying that value is then timed against it.
// Run: npx tsx bench/quote-latency.ts [--seconds 60]
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import WebSocket from 'ws'
import { startWorkstation } from '../src-main/core/app/start-workstation'
import { startWebShell } from '../src-main/web/server'
import { machineLine, percentile } from './machine'

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '60' } } })
const seconds = Number(values.seconds)

const dataDir = await mkdtemp(join(tmpdir(), 'latency-'))
const rendererDir = await mkdtemp(join(tmpdir(), 'latency-renderer-'))
const workstation = await startWorkstation({ shell: 'web', version: 'bench', dataDir })
const shell = await startWebShell({ router: workstation.router, rendererDir })
const world = workstation.simulator.sim.context.world

const firstSeen = new Map<string, number>()
const probe = setInterval(() => {
  world.sync()
  const now = performance.now()
  for (const t of world.market.basket(2)) {
    const key = `${t.symbol}|${t.totalVol}`
    if (!firstSeen.has(key)) firstSeen.set(key, now)
  }
}, 2)

const latencies: number[] = []
// Spend a one-time launch link as the browser would; the socket rides on the session cookie.
const launch = await fetch(shell.launchUrl(), { redirect: 'manual' })
const cookie = launch.headers.get('set-cookie')?.split(';')[0] ?? ''
const socket = new WebSocket(`${shell.origin.replace('http', 'ws')}/bridge`, {
  headers: { origin: shell.origin, cookie },
})
await new Promise<void>((resolve, reject) => {
  socket.once('open', () => resolve())
  socket.once('error', reject)
})
socket.on('message', (raw: Buffer) => {
  const arrived = performance.now()
  const message = JSON.parse(raw.toString()) as {
    t: string
    event?: { type: string; changes?: { symbol: string; fields: { totalVol?: number } }[] }
  }
  if (message.t !== 'event' || message.event?.type !== 'delta') return
  for (const change of message.event.changes ?? []) {
    if (change.fields.totalVol === undefined) continue
    const seen = firstSeen.get(`${change.symbol}|${change.fields.totalVol}`)
    if (seen !== undefined) latencies.push(arrived - seen)
  }
})
socket.send(JSON.stringify({ t: 'sub', id: 1, name: 'board.deltas', params: { kind: 'basket', code: 2 } }))
await new Promise((r) => setTimeout(r, seconds * 1000))

clearInterval(probe)
socket.close()
latencies.sort((a, b) => a - b)
console.log(`quote change → bridge stream (VN30, board poll every 1 s), ${seconds} s · ${machineLine()}`)
console.log(
  `${latencies.length} changes: p50 ${percentile(latencies, 50).toFixed(0)} ms · p99 ${percentile(latencies, 99).toFixed(0)} ms · max ${(latencies.at(-1) ?? NaN).toFixed(0)} ms`,
)
await shell.close()
await workstation.close()
await rm(dataDir, { recursive: true, force: true })
await rm(rendererDir, { recursive: true, force: true })
process.exit(0)
